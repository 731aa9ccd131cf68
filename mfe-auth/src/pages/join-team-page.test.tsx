import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TEAM_MESSAGES, ENDPOINTS } from '@petfoster/contracts';
import { loginPromptStore, sessionStore } from '@petfoster/platform';
import { currentPath, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { associationToken } from '@petfoster/platform/test-utils/tokens';
import { onEndpoint, refuse, type Route } from '@petfoster/platform/test-utils/network';
import JoinTeamPage from './join-team-page';

const PAGE = { path: '/rejoindre', url: '/rejoindre#token=abc_DEF-123' };
const PASSWORD = 'Tortue42Zebre';
const setup = () => userEvent.setup({ delay: null });
const invalid = refuse(400, {
  statusCode: 400,
  code: 'member_invitation_invalid',
  message: [TEAM_MESSAGES.invitationInvalid],
  fields: { token: TEAM_MESSAGES.invitationInvalid },
});

let preview: Route;
let accept: Route;
beforeEach(() => {
  preview = onEndpoint(ENDPOINTS.previewMemberInvitation, {
    association_name: 'Les Pattes Lyonnaises',
    email: 'lou@refuge.fr',
    role: 'referent',
  });
  accept = onEndpoint(ENDPOINTS.acceptMemberInvitation, {
    token: associationToken({ userId: 21, associationId: 4, associationRole: 'referent' }),
  });
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
});
afterEach(logoutSession);

describe('Rejoindre', () => {
  it("names the association the link's token opens, and the address and role of the account", async () => {
    renderRoute(<JoinTeamPage />, PAGE);
    expect(await screen.findByRole('heading', { name: 'Rejoindre Les Pattes Lyonnaises' })).toBeVisible();
    expect(screen.getByText(/lou@refuge\.fr, comme Référent/)).toBeVisible();
    expect(preview.bodies).toEqual([{ token: 'abc_DEF-123' }]);
  });

  it('says an expired or used link is no longer valid, with no form', async () => {
    preview = onEndpoint(ENDPOINTS.previewMemberInvitation, invalid);
    renderRoute(<JoinTeamPage />, PAGE);
    expect(await screen.findByText(TEAM_MESSAGES.invitationInvalid)).toBeVisible();
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
  });

  it('applies the registration password rules, then creates the account, signs in and opens the dashboard', async () => {
    const user = setup();
    renderRoute(<JoinTeamPage />, PAGE);
    await user.type(await screen.findByLabelText(/^Nom/), 'Nouvel');
    await user.type(screen.getByLabelText(/^Prénom/), 'Lou');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'secret');
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), 'secret');
    await user.click(screen.getByRole('button', { name: "Créer mon compte et rejoindre l'équipe" }));
    expect(screen.getAllByText(MESSAGES.passwordWeak)[0]).toBeVisible();
    expect(accept.count).toBe(0);

    await user.clear(screen.getByLabelText('Nouveau mot de passe'));
    await user.type(screen.getByLabelText('Nouveau mot de passe'), PASSWORD);
    await user.clear(screen.getByLabelText('Confirmation du nouveau mot de passe'));
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), PASSWORD);
    await user.click(screen.getByRole('button', { name: "Créer mon compte et rejoindre l'équipe" }));
    await waitFor(() => expect(currentPath()).toBe('/associations/dashboard'));
    expect(accept.bodies).toEqual([
      { token: 'abc_DEF-123', lastname: 'Nouvel', firstname: 'Lou', password: PASSWORD, confirmPassword: PASSWORD },
    ]);
    expect(sessionStore.getState()).toMatchObject({ role: 'association', associationId: 4, userId: 21 });
  });

  it('a team that requires two-factor sign-in gives no session: the login modal opens to set it up', async () => {
    accept = onEndpoint(ENDPOINTS.acceptMemberInvitation, { mfa_setup_required: true });
    const user = setup();
    renderRoute(<JoinTeamPage />, PAGE);
    await user.type(await screen.findByLabelText(/^Nom/), 'Nouvel');
    await user.type(screen.getByLabelText(/^Prénom/), 'Lou');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), PASSWORD);
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), PASSWORD);
    await user.click(screen.getByRole('button', { name: "Créer mon compte et rejoindre l'équipe" }));
    await waitFor(() => expect(loginPromptStore.getState().open).toBe(true));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    loginPromptStore.getState().hide();
  });

  it('says the link expired when the account creation is refused for it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    accept = onEndpoint(ENDPOINTS.acceptMemberInvitation, invalid);
    const user = setup();
    renderRoute(<JoinTeamPage />, PAGE);
    await user.type(await screen.findByLabelText(/^Nom/), 'Nouvel');
    await user.type(screen.getByLabelText(/^Prénom/), 'Lou');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), PASSWORD);
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), PASSWORD);
    await user.click(screen.getByRole('button', { name: "Créer mon compte et rejoindre l'équipe" }));
    expect(await screen.findByText(TEAM_MESSAGES.invitationInvalid, { selector: 'p' })).toBeVisible();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });
});
