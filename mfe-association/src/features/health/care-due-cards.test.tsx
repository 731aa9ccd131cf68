import { screen, within } from '@testing-library/react';
import { ENDPOINTS, HEALTH_MESSAGES as M } from '@petfoster/contracts';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint } from '@petfoster/platform/test-utils/network';
import { CareDueCards } from './care-due-cards';

const PAGE = { path: '/associations/dashboard', url: '/associations/dashboard' };

beforeEach(() => loginAs({ role: 'association', userId: 9, associationId: 3 }));
afterEach(() => logoutSession());

it('counts what is due in three cards, each item a link to its animal', async () => {
  const due = onEndpoint(ENDPOINTS.listCareDue, {
    due: [
      { animal: { id: 5, name: 'Mina' }, kind: 'antiparasitaire', name: 'Bravecto', next_due: '2020-05-20' },
      { animal: { id: 4, name: 'Rex' }, kind: 'vaccination', name: 'CHPPiL', next_due: '2099-06-10' },
      { animal: { id: 4, name: 'Rex' }, kind: 'sterilisation' },
      { animal: { id: 7, name: 'Kitty' }, kind: 'sterilisation' },
      { animal: { id: 4, name: 'Rex' }, kind: 'identification' },
    ],
  });
  renderRoute(<CareDueCards associationId={3} />, PAGE);
  const cards = await screen.findByRole('list', { name: M.dueTitle });
  const card = (title: string) =>
    within(cards)
      .getByRole('heading', { name: new RegExp(`^${title}`) })
      .closest('li')!;

  const vaccinate = card('À vacciner sous 14 jours');
  expect(within(vaccinate).getByRole('heading').textContent).toBe('À vacciner sous 14 jours 2');
  const links = within(vaccinate).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Mina — Antiparasitaire Bravecto, 20/05/2020', '/animals-details/5'],
    ['Rex — Vaccination CHPPiL, 10/06/2099', '/animals-details/4'],
  ]);
  expect(within(vaccinate).getByText(`(${M.overdue})`)).toBeInTheDocument();

  const sterilise = card('À stériliser');
  expect(
    within(sterilise)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Rex', 'Kitty']);
  const identify = card('Sans identification');
  expect(within(identify).getByRole('link', { name: 'Rex' })).toHaveAttribute('href', '/animals-details/4');
  expect(due.last?.path).toBe('/api/associations/3/care-due');
  expect(due.last?.query).toEqual({ within_days: '14' });
});

it('says when nothing is due', async () => {
  onEndpoint(ENDPOINTS.listCareDue, { due: [] });
  renderRoute(<CareDueCards associationId={3} />, PAGE);
  const cards = await screen.findByRole('list', { name: M.dueTitle });
  expect(within(cards).getAllByText(M.dueNone)).toHaveLength(3);
});
