import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TEAM_MESSAGES, type TeamAnswer, ENDPOINTS } from '@petfoster/contracts';
import { currentPath, loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, refuse, type Resolver, type Route } from '@petfoster/platform/test-utils/network';
import AssociationTeamPage from './association-team-page';

const TEAM_ROUTE = { path: '/association/dashboard/:associationId/team', url: '/association/dashboard/3/team' };
const setup = () => userEvent.setup({ delay: null });

const TEAM: TeamAnswer = {
  members: [
    {
      user_id: 9,
      firstname: 'Paule',
      lastname: 'Durand',
      email: 'paule@refuge.fr',
      role: 'admin',
      joined_at: '2026-01-10T10:00:00.000Z',
    },
    {
      user_id: 12,
      firstname: 'Iris',
      lastname: 'Martin',
      email: 'iris@refuge.fr',
      role: 'benevole',
      joined_at: '2026-03-02T10:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 1,
      email: 'nouveau@refuge.fr',
      role: 'referent',
      expires_at: '2026-12-01T10:00:00.000Z',
      created_at: '2026-11-24T10:00:00.000Z',
    },
  ],
};

let list: Route;
let invite: Route;
let removal: Route;
let roleChange: Route;
const answerList = (answer: Resolver<typeof ENDPOINTS.listMembers>) =>
  (list = onEndpoint(ENDPOINTS.listMembers, answer));

beforeEach(() => {
  answerList(TEAM);
  invite = onEndpoint(ENDPOINTS.inviteMember, {
    id: 2,
    email: 'lea@refuge.fr',
    role: 'benevole',
    expires_at: '2026-12-01T10:00:00.000Z',
    created_at: '2026-11-24T10:00:00.000Z',
  });
  removal = onEndpoint(ENDPOINTS.removeMember, undefined);
  roleChange = onEndpoint(ENDPOINTS.changeMemberRole, TEAM);
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
});
afterEach(logoutSession);

describe('Équipe', () => {
  it('shows an admin the members, the pending invitations and every action', async () => {
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    renderRoute(<AssociationTeamPage />, TEAM_ROUTE);
    const iris = (await screen.findByText('Iris Martin')).closest('li') as HTMLElement;
    expect(within(iris).getByText('iris@refuge.fr')).toBeVisible();
    expect(within(iris).getByText(/Bénévole · depuis le 02\/03\/2026/)).toBeVisible();
    expect(within(iris).getByRole('combobox', { name: 'Rôle de Iris Martin' })).toHaveValue('benevole');
    expect(within(iris).getByRole('button', { name: 'Retirer Iris Martin' })).toBeVisible();
    const me = screen.getByText('Paule Durand (vous)').closest('li') as HTMLElement;
    expect(within(me).getByRole('button', { name: "Quitter l'équipe" })).toBeVisible();
    expect(screen.getByText('nouveau@refuge.fr')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Inviter un membre' })).toBeVisible();
  });

  it('shows a non-admin the list and only its own "Quitter l\'équipe"', async () => {
    loginAs({ role: 'association', userId: 12, associationId: 3 });
    renderRoute(<AssociationTeamPage />, TEAM_ROUTE);
    await screen.findByText('Paule Durand');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inviter un membre' })).not.toBeInTheDocument();
    const me = screen.getByText('Iris Martin (vous)').closest('li') as HTMLElement;
    expect(within(me).getByRole('button', { name: "Quitter l'équipe" })).toBeVisible();
  });

  it('checks the invited address with the validation message before sending, then sends it with the role', async () => {
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    const user = setup();
    renderRoute(<AssociationTeamPage />, TEAM_ROUTE);
    await user.type(await screen.findByLabelText(/E-mail/), 'lea@');
    await user.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeVisible();
    expect(invite.count).toBe(0);

    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), 'lea@refuge.fr');
    const form = screen.getByRole('button', { name: "Envoyer l'invitation" }).closest('form') as HTMLElement;
    await user.selectOptions(within(form).getByRole('combobox'), 'referent');
    await user.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() => expect(invite.bodies).toContainEqual({ email: 'lea@refuge.fr', role: 'referent' }));
  });

  it('says the last-admin refusal when the removal is refused (409)', async () => {
    // The failed write is logged, as every refused write is.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    removal = onEndpoint(
      ENDPOINTS.removeMember,
      refuse(409, { statusCode: 409, code: 'last_admin', message: TEAM_MESSAGES.lastAdmin }),
    );
    const user = setup();
    renderRoute(<AssociationTeamPage />, TEAM_ROUTE);
    await user.click(await screen.findByRole('button', { name: "Quitter l'équipe" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: "Quitter l'équipe" }));
    expect(await screen.findByText(TEAM_MESSAGES.lastAdmin, { selector: 'p' })).toBeVisible();
    expect(removal.count).toBe(1);
    expect(currentPath()).toBe('/association/dashboard/3/team');
  });

  it('changes a role from the member row', async () => {
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    const user = setup();
    renderRoute(<AssociationTeamPage />, TEAM_ROUTE);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rôle de Iris Martin' }), 'referent');
    await waitFor(() => expect(roleChange.bodies).toContainEqual({ role: 'referent' }));
  });

  it('sends a member of another association home', () => {
    loginAs({ role: 'association', userId: 9, associationId: 5 });
    renderRoute(<AssociationTeamPage />, TEAM_ROUTE);
    expect(currentPath()).toBe('/');
    expect(list.count).toBe(0);
  });
});
