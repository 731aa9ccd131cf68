import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ENDPOINTS,
  paths,
  type AdminReport,
  type ModerationAccount,
  type ModerationMessage,
} from '@petfoster/contracts';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint } from '@petfoster/platform/test-utils/network';
import AdminReportsPage from './admin-reports-page';

const account = (userId: number, name: string, suspended = false): ModerationAccount => ({
  user_id: userId,
  role: 'family',
  name,
  email: `${userId}@exemple.fr`,
  suspended_at: suspended ? '2026-11-19T10:00:00.000Z' : null,
});
const message = (id: number, author: ModerationAccount, body: string): ModerationMessage => ({
  id,
  author,
  body,
  sent_at: '2026-11-17T08:00:00.000Z',
  hidden: false,
});

const troll = account(21, 'Jean Dupont');
const owner = account(30, 'Refuge des Collines', true);
const reporter = account(9, 'Alice Martin');

const messageReport: AdminReport = {
  id: 1,
  target_type: 'message',
  target_id: 55,
  reason: 'Propos insultants',
  status: 'open',
  created_at: '2026-11-18T09:00:00.000Z',
  decided_at: null,
  reporter,
  context: {
    type: 'message',
    request_id: 4,
    animal_name: 'Biscotte',
    before: [message(54, reporter, 'Bonjour, Biscotte est-elle sociable ?')],
    message: message(55, troll, 'Message injurieux'),
  },
};
const animalReport: AdminReport = {
  id: 2,
  target_type: 'animal',
  target_id: 12,
  reason: 'Annonce de vente',
  status: 'open',
  created_at: '2026-11-18T10:00:00.000Z',
  decided_at: null,
  reporter,
  context: {
    type: 'animal',
    animal: { id: 12, name: 'Caramel', species: 'Chien', description: 'À vendre 300 €', hidden: false },
    association: { id: 3, name_association: 'Refuge des Collines' },
    owner,
  },
};

beforeEach(() => {
  loginAs({ role: 'admin', userId: 1 });
  onEndpoint(ENDPOINTS.adminReports, listReply([messageReport, animalReport], 2));
});
afterEach(logoutSession);

const card = (name: RegExp) => screen.getByRole('article', { name }) as HTMLElement;

async function open() {
  renderRoute(<AdminReportsPage />, { path: paths.adminReports });
  expect(await screen.findByText('2 signalements à traiter')).toBeInTheDocument();
}

it('shows each open report with its reason, who reported it and the content in context', async () => {
  await open();
  const first = within(card(/^Message signalé/));
  expect(first.getByText('Propos insultants')).toBeInTheDocument();
  expect(first.getAllByText(/Alice Martin \(9@exemple\.fr\)/)).not.toHaveLength(0);
  const conversation = first.getByRole('list', { name: 'Conversation' });
  expect(conversation).toHaveTextContent('Biscotte est-elle sociable ?');
  expect(within(conversation).getAllByRole('listitem')[1]).toHaveTextContent('Message signalé : Jean Dupont');
  expect(within(card(/^Animal signalé/)).getByText('À vendre 300 €')).toBeInTheDocument();
});

it('Classer sans suite dismisses the report', async () => {
  const dismiss = onEndpoint(ENDPOINTS.dismissReport, { ...messageReport, status: 'dismissed' });
  await open();
  await userEvent.click(within(card(/^Message signalé/)).getByRole('button', { name: 'Classer sans suite' }));
  expect(await screen.findByText('Signalement classé sans suite.')).toBeInTheDocument();
  expect(dismiss.last?.params).toEqual({ id: '1' });
});

it('Masquer le contenu hides the reported message with a reason', async () => {
  const hide = onEndpoint(ENDPOINTS.hideMessage, undefined);
  await open();
  await userEvent.click(within(card(/^Message signalé/)).getByRole('button', { name: 'Masquer le contenu' }));
  const dialog = screen.getByRole('dialog', { name: 'Masquer le message' });
  await userEvent.type(within(dialog).getByLabelText('Raison'), 'Insultes');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Masquer le contenu' }));
  expect(await screen.findByText('Le contenu est masqué.')).toBeInTheDocument();
  expect(hide.last?.params).toEqual({ id: '55' });
  expect(hide.last?.body).toEqual({ reason: 'Insultes' });
});

it('Masquer le contenu on an animal hides the animal', async () => {
  const hide = onEndpoint(ENDPOINTS.hideAnimal, undefined);
  await open();
  await userEvent.click(within(card(/^Animal signalé/)).getByRole('button', { name: 'Masquer le contenu' }));
  const dialog = screen.getByRole('dialog', { name: 'Masquer la fiche de Caramel' });
  await userEvent.type(within(dialog).getByLabelText('Raison'), 'Vente interdite');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Masquer le contenu' }));
  expect(await screen.findByText('Le contenu est masqué.')).toBeInTheDocument();
  expect(hide.last?.params).toEqual({ id: '12' });
});

it("Suspendre le compte suspends the content's author, with the reason", async () => {
  const suspend = onEndpoint(ENDPOINTS.suspendAccount, {
    user_id: 21,
    suspended_at: '2026-11-20T10:00:00.000Z',
    reason: 'Insultes répétées',
  });
  await open();
  await userEvent.click(within(card(/^Message signalé/)).getByRole('button', { name: 'Suspendre le compte' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspendre le compte de Jean Dupont' });
  await userEvent.type(within(dialog).getByLabelText('Raison'), 'Insultes répétées');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspendre le compte' }));
  expect(await screen.findByText('Le compte est suspendu.')).toBeInTheDocument();
  expect(suspend.last?.params).toEqual({ userId: '21' });
  expect(suspend.last?.body).toEqual({ reason: 'Insultes répétées' });
});

it('a suspended account offers Rétablir le compte instead', async () => {
  const unsuspend = onEndpoint(ENDPOINTS.unsuspendAccount, { user_id: 30, suspended_at: null, reason: null });
  await open();
  const animal = within(card(/^Animal signalé/));
  expect(animal.queryByRole('button', { name: 'Suspendre le compte' })).not.toBeInTheDocument();
  await userEvent.click(animal.getByRole('button', { name: 'Rétablir le compte' }));
  expect(await screen.findByText('Le compte est rétabli.')).toBeInTheDocument();
  expect(unsuspend.last?.params).toEqual({ userId: '30' });
});
