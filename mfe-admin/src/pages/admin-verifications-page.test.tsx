import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, MODERATION_MESSAGES, paths, type AdminVerification } from '@petfoster/contracts';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
import AdminVerificationsPage from './admin-verifications-page';

const verification = (id: number, name: string): AdminVerification => ({
  id,
  association_id: id + 100,
  status: 'pending',
  rna: 'W123456789',
  siren: null,
  court_registration: null,
  documents: [{ id: 1, kind: 'statuts', url: `/api/private-files/${id}?sig=x` }],
  created_at: '2026-11-18T09:00:00.000Z',
  decided_at: null,
  reason: null,
  association: { id: id + 100, name_association: name, city: 'Lyon', email: `${id}@asso.fr`, verified_at: null },
});

beforeEach(() => {
  loginAs({ role: 'admin', userId: 1 });
  onEndpoint(ENDPOINTS.adminVerifications, listReply([verification(5, 'Les Pattes'), verification(6, 'Miaou')], 2));
});
afterEach(logoutSession);

const card = (name: string) => screen.getByRole('article', { name }) as HTMLElement;

it('lists the pending requests with who asks, the identifiers and a link to each document', async () => {
  renderRoute(<AdminVerificationsPage />, { path: paths.adminVerifications });
  expect(await screen.findByText('2 demandes en attente')).toBeInTheDocument();
  const first = within(card('Les Pattes'));
  expect(first.getByText('Lyon')).toBeInTheDocument();
  expect(first.getByText('W123456789')).toBeInTheDocument();
  const document = first.getByRole('link', { name: /Statuts/ });
  expect(document).toHaveAttribute('href', '/api/private-files/5?sig=x');
  expect(document).toHaveAttribute('rel', 'noopener noreferrer');
});

it('Approuver approves the request', async () => {
  const approve = onEndpoint(ENDPOINTS.approveVerification, { ...verification(5, 'Les Pattes'), status: 'approved' });
  renderRoute(<AdminVerificationsPage />, { path: paths.adminVerifications });
  await screen.findByText('2 demandes en attente');
  await userEvent.click(within(card('Les Pattes')).getByRole('button', { name: 'Approuver' }));
  expect(await screen.findByText('Les Pattes est vérifiée.')).toBeInTheDocument();
  expect(approve.last?.params).toEqual({ id: '5' });
});

it('Refuser asks for the reason, which is required, and sends it', async () => {
  const reject = onEndpoint(ENDPOINTS.rejectVerification, { ...verification(6, 'Miaou'), status: 'rejected' });
  renderRoute(<AdminVerificationsPage />, { path: paths.adminVerifications });
  await screen.findByText('2 demandes en attente');
  await userEvent.click(within(card('Miaou')).getByRole('button', { name: 'Refuser' }));
  const dialog = screen.getByRole('dialog', { name: 'Refuser la vérification de Miaou' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser la vérification' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.reasonRequired);
  expect(reject.count).toBe(0);
  await userEvent.type(within(dialog).getByLabelText('Raison'), 'Les statuts sont illisibles.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser la vérification' }));
  expect(await screen.findByText('La demande de vérification est refusée.')).toBeInTheDocument();
  expect(reject.last?.params).toEqual({ id: '6' });
  expect(reject.last?.body).toEqual({ reason: 'Les statuts sont illisibles.' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a request another administrator decided meanwhile says so', async () => {
  onEndpoint(
    ENDPOINTS.approveVerification,
    refuse(409, { statusCode: 409, code: 'verification_decided', message: MODERATION_MESSAGES.verificationDecided }),
  );
  renderRoute(<AdminVerificationsPage />, { path: paths.adminVerifications });
  await screen.findByText('2 demandes en attente');
  await userEvent.click(within(card('Les Pattes')).getByRole('button', { name: 'Approuver' }));
  expect(await screen.findByText(MODERATION_MESSAGES.verificationDecided)).toBeInTheDocument();
});
