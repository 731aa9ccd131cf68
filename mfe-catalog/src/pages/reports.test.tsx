import { ENDPOINTS, MODERATION_LIMITS, MODERATION_MESSAGES, type Role } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRemoteLoader } from '@petfoster/platform';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, refuse, reply } from '@petfoster/platform/test-utils/network';
import AnimalDetailsPage from './animal-details-page';
import AssociationProfilePage from './association-profile-page';
import { makeAnimal, makeAssociation } from '../test/fixtures';

// The dialog is a lazy chunk and typing is slow on a loaded machine.
jest.setTimeout(30_000);

const animal = makeAnimal({
  id: 42,
  name: 'Moustache',
  association_id: 7,
  association: { id: 7, name_association: 'Les Amis des Bêtes' },
});
const association = makeAssociation({ id: 7, name_association: 'Les Amis des Bêtes' });

const openAnimal = () =>
  renderRoute(<AnimalDetailsPage />, { url: '/animals-details/42', path: '/animals-details/:id' });
const openAssociation = () =>
  renderRoute(<AssociationProfilePage />, { url: '/associationprofile/7', path: '/associationprofile/:id' });
const reportButton = () => screen.queryByRole('button', { name: 'Signaler' });

const sessions: Record<string, { role: Role; userId: number; familyId?: number; associationId?: number }> = {
  family: { role: 'family', userId: 11, familyId: 3 },
  otherAssociation: { role: 'association', userId: 12, associationId: 8 },
  ownAssociation: { role: 'association', userId: 13, associationId: 7 },
  admin: { role: 'admin', userId: 14 },
};

beforeEach(() => {
  logoutSession();
  onEndpoint(ENDPOINTS.readAnimal, animal);
  onEndpoint(ENDPOINTS.readAssociation, association);
  onEndpoint(ENDPOINTS.listFavourites, []);
  // The family's and the association's fragments of the animal page, as stand-ins.
  setRemoteLoader(async () => ({ default: () => <p>Zone d’action</p> }));
});
afterEach(() => {
  logoutSession();
  setRemoteLoader(null);
});

describe("'Signaler' on the animal page and the association profile", () => {
  it('is offered to a family and to another association, on both pages', async () => {
    for (const who of [sessions.family, sessions.otherAssociation]) {
      loginAs(who);
      const animalPage = openAnimal();
      await screen.findByRole('heading', { level: 1, name: 'Moustache' });
      expect(reportButton()).toBeInTheDocument();
      animalPage.unmount();
      const profile = openAssociation();
      await screen.findByRole('heading', { level: 1, name: 'Les Amis des Bêtes' });
      expect(reportButton()).toBeInTheDocument();
      profile.unmount();
    }
  });

  it('is not offered to a visitor, a platform administrator or the association itself', async () => {
    for (const who of [null, sessions.admin, sessions.ownAssociation]) {
      if (who) loginAs(who);
      else logoutSession();
      const animalPage = openAnimal();
      await screen.findByRole('heading', { level: 1, name: 'Moustache' });
      expect(reportButton()).not.toBeInTheDocument();
      animalPage.unmount();
      const profile = openAssociation();
      await screen.findByRole('heading', { level: 1, name: 'Les Amis des Bêtes' });
      expect(reportButton()).not.toBeInTheDocument();
      profile.unmount();
    }
  });

  it('a family reports an animal with its reason and is thanked', async () => {
    loginAs(sessions.family);
    const sent = onEndpoint(ENDPOINTS.reportAnimal, reply({ id: 1, status: 'open' as const }, { status: 201 }));
    openAnimal();
    await userEvent.click(await screen.findByRole('button', { name: 'Signaler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler l’annonce de Moustache' });
    const reason = within(dialog).getByLabelText('Raison du signalement');
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();

    // Nothing is sent without a reason: the field says why.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sent.requests).toHaveLength(0);

    await userEvent.type(reason, 'Cette annonce demande de l’argent.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText(MODERATION_MESSAGES.reported)).toBeInTheDocument();
    expect(sent.requests.map((request) => [request.path, request.body])).toEqual([
      ['/api/animals/42/report', { reason: 'Cette annonce demande de l’argent.' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the API's message when the content was already reported, and keeps the dialog open", async () => {
    loginAs(sessions.otherAssociation);
    onEndpoint(
      ENDPOINTS.reportAssociation,
      refuse(409, { statusCode: 409, code: 'report_open', message: MODERATION_MESSAGES.reportOpen }),
    );
    openAssociation();
    await userEvent.click(await screen.findByRole('button', { name: 'Signaler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler l’association Les Amis des Bêtes' });
    await userEvent.type(within(dialog).getByLabelText('Raison du signalement'), 'Fausse association.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.reportOpen);
    expect(screen.queryByText(MODERATION_MESSAGES.reported)).not.toBeInTheDocument();
  });

  it('says when the reason is too long, and sends nothing', async () => {
    loginAs(sessions.family);
    const sent = onEndpoint(ENDPOINTS.reportAssociation, reply({ id: 1, status: 'open' as const }, { status: 201 }));
    openAssociation();
    await userEvent.click(await screen.findByRole('button', { name: 'Signaler' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('Raison du signalement');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(MODERATION_LIMITS.reasonMax + 1));
    expect(within(dialog).getByText(/caractères/)).toHaveTextContent(`1 001 / 1 000 caractères`);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(sent.requests).toHaveLength(0);
  });
});
