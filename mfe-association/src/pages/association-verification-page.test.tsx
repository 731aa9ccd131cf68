import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, VERIFICATION_MESSAGES as M, type Verification } from '@petfoster/contracts';
import { sessionStore } from '@petfoster/platform';
import { renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, refuse, reply } from '@petfoster/platform/test-utils/network';
import AssociationVerificationPage from './association-verification-page';

const PAGE = { path: '/associations/dashboard/verification', url: '/associations/dashboard/verification' };

const pending: Verification = {
  id: 4,
  association_id: 3,
  status: 'pending',
  rna: 'W751234567',
  siren: null,
  court_registration: null,
  documents: [{ id: 8, kind: 'statuts', url: '/api/verification-documents/8?token=abc' }],
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  reason: null,
};

beforeEach(() => {
  act(() =>
    sessionStore.setState({
      token: 't',
      role: 'association',
      userId: 9,
      familyId: null,
      associationId: 3,
      associationRole: 'admin',
      isLoggedIn: true,
    }),
  );
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
});

test('sends the RNA number and the chosen statuts, then shows the request pending', async () => {
  let state: { verified_at: null; verification: Verification | null } = { verified_at: null, verification: null };
  onEndpoint(ENDPOINTS.readVerification, () => state);
  const sent = onEndpoint(ENDPOINTS.requestVerification, () => {
    state = { verified_at: null, verification: pending };
    return reply(pending, { status: 201 });
  });
  renderRoute(<AssociationVerificationPage />, PAGE);

  await userEvent.type(await screen.findByRole('textbox', { name: 'Numéro RNA' }), 'W751234567');
  const statuts = new File(['%PDF-1.4 statuts'], 'statuts.pdf', { type: 'application/pdf' });
  await userEvent.upload(screen.getByLabelText('Statuts'), statuts);
  expect(await screen.findByText('statuts.pdf')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Demander la vérification' }));

  expect(await screen.findByText('Demande du 20 novembre 2026 : En cours d’examen')).toBeInTheDocument();
  expect(sent.requests[0].body).toMatchObject({ rna: 'W751234567', documents: [{ kind: 'statuts' }] });
  expect(String(sent.requests[0].body.documents[0].data)).toMatch(/^data:application\/pdf;base64,/);
  expect(screen.getByRole('link', { name: 'Statuts' })).toHaveAttribute('href', pending.documents[0].url);
  expect(screen.queryByRole('button', { name: 'Demander la vérification' })).not.toBeInTheDocument();
});

test("keeps what was typed and says the API's French reason when it refuses", async () => {
  onEndpoint(ENDPOINTS.readVerification, { verified_at: null, verification: null });
  onEndpoint(ENDPOINTS.requestVerification, refuse(400, { statusCode: 400, message: [M.rnaInvalid] }));
  renderRoute(<AssociationVerificationPage />, PAGE);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Numéro RNA' }), 'W12');
  await userEvent.click(screen.getByRole('button', { name: 'Demander la vérification' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(M.rnaInvalid);
  expect(screen.getByRole('textbox', { name: 'Numéro RNA' })).toHaveValue('W12');
});

test('a verified association reads its date and no form', async () => {
  onEndpoint(ENDPOINTS.readVerification, { verified_at: '2026-03-03T10:00:00.000Z', verification: null });
  renderRoute(<AssociationVerificationPage />, PAGE);
  expect(await screen.findByText('Association vérifiée le 3 mars 2026')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Demander la vérification' })).not.toBeInTheDocument();
});
