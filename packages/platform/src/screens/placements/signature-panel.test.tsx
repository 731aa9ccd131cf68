import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, PLACEMENT_MESSAGES as M, type Placement } from '@petfoster/contracts';
import { useQuery } from '@petfoster/platform';
import { makePlacement, renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, refuse, reply, type Reply } from '@petfoster/platform/test-utils/network';
import { placementQueryKey, placementsApi } from '../api/placements';
import { SignaturePanel } from './signature-panel';

const associationSigned = {
  role: 'association' as const,
  full_name: 'Paul Martin',
  signed_at: '2026-11-22T13:15:00.000Z',
};

/** The panel as a page shows it: fed by the placement's query, so an answered signature shows at once. */
function Page({ party = 'family' as const }: { party?: 'family' | 'association' }) {
  const { data } = useQuery({ queryKey: placementQueryKey(41), queryFn: () => placementsApi.read(41) });
  return data ? <SignaturePanel placement={data} party={party} /> : null;
}

/** The page reading `placement`, then `after` once a write changed it (as the API would read it again). */
function renderPanel(placement: Placement, party: 'family' | 'association' = 'family', after = placement) {
  onEndpoint(ENDPOINTS.readPlacement, inTurn(placement, after));
  return renderRoute(<Page party={party} />, { path: '/' });
}

const user = () => userEvent.setup();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

it("says who signed the current version and when, 'Pas encore signé' for the other party, and offers the form", async () => {
  renderPanel(makePlacement({ signatures: [associationSigned] }));
  expect(await screen.findByText('Version 1 du contrat')).toBeInTheDocument();
  expect(screen.getByText("Pour l'association").nextElementSibling).toHaveTextContent(
    'Paul Martin, le 22/11/2026 à 14:15',
  );
  expect(screen.getByText("La famille d'accueil").nextElementSibling).toHaveTextContent(M.notSignedYet);
  expect(screen.getByRole('checkbox', { name: M.acceptLabel })).not.toBeChecked();
  expect(screen.getByRole('textbox', { name: M.fullNameLabel })).toHaveAccessibleDescription(M.fullNameHint);
  expect(screen.getByRole('button', { name: M.signSubmit })).toBeInTheDocument();
});

it('sends nothing until the contract is accepted and a name typed, saying why under each', async () => {
  const signing = onEndpoint(ENDPOINTS.signPlacement, makePlacement());
  renderPanel(makePlacement());
  const u = user();
  await u.click(await screen.findByRole('button', { name: M.signSubmit }));
  expect(screen.getByRole('checkbox', { name: M.acceptLabel })).toHaveAccessibleDescription(M.acceptRequired);
  expect(screen.getByRole('textbox', { name: M.fullNameLabel })).toHaveAccessibleDescription(
    `${M.fullNameHint} ${M.fullNameRequired}`,
  );
  expect(screen.getByRole('checkbox', { name: M.acceptLabel })).toHaveFocus();
  expect(signing.count).toBe(0);
});

it('signs by keyboard: the typed name and the acceptance are sent, the signature shows and the form goes', async () => {
  const signed = makePlacement({
    signatures: [{ role: 'family', full_name: 'Marie Dupont', signed_at: '2026-11-23T09:00:00.000Z' }],
  });
  const signing = onEndpoint(ENDPOINTS.signPlacement, signed);
  renderPanel(makePlacement(), 'family', signed);
  const u = user();
  await screen.findByRole('checkbox', { name: M.acceptLabel });
  await u.tab();
  expect(screen.getByRole('checkbox', { name: M.acceptLabel })).toHaveFocus();
  await u.keyboard(' ');
  await u.tab();
  await u.keyboard('  Marie Dupont ');
  await u.keyboard('{Enter}');
  expect(await screen.findByText(M.signed)).toBeInTheDocument();
  expect(signing.last?.params).toEqual({ id: '41' });
  expect(signing.bodies).toEqual([{ accept: true, full_name: 'Marie Dupont' }]);
  expect(screen.getByText("La famille d'accueil").nextElementSibling).toHaveTextContent(
    'Marie Dupont, le 23/11/2026 à 10:00',
  );
  expect(screen.queryByRole('button', { name: M.signSubmit })).not.toBeInTheDocument();
  expect(screen.getByText(M.waitingForOther)).toBeInTheDocument();
});

it("shows the API's French refusals: a name that is not the account's, a version already signed", async () => {
  onEndpoint(
    ENDPOINTS.signPlacement,
    inTurn<Reply<Placement>>(
      refuse(400, { statusCode: 400, code: 'signature_name_mismatch', message: [M.fullNameMismatch] }),
      refuse(409, { statusCode: 409, code: 'placement_already_signed', message: M.alreadySigned }),
    ),
  );
  renderPanel(makePlacement());
  const u = user();
  await u.click(await screen.findByRole('checkbox', { name: M.acceptLabel }));
  await u.type(screen.getByRole('textbox', { name: M.fullNameLabel }), 'Marie Durand');
  await u.click(screen.getByRole('button', { name: M.signSubmit }));
  // Above the button (a toast may say the failure too).
  const formMessage = () => screen.getByRole('button', { name: M.signSubmit }).previousElementSibling;
  await waitFor(() => expect(formMessage()).toHaveTextContent(M.fullNameMismatch));
  await u.click(screen.getByRole('button', { name: M.signSubmit }));
  await waitFor(() => expect(formMessage()).toHaveTextContent(M.alreadySigned));
  expect(screen.getByRole('textbox', { name: M.fullNameLabel })).toHaveValue('Marie Durand');
});

it('offers no form to a party that signed, before terms are set, or once the placement ended', async () => {
  const { unmount } = renderPanel(makePlacement({ signatures: [{ ...associationSigned }] }), 'association');
  expect(await screen.findByText(M.waitingForOther)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: M.signSubmit })).not.toBeInTheDocument();
  unmount();

  const draft = renderPanel(makePlacement({ status: 'draft', terms: null, contract_version: 0 }));
  expect(await screen.findByText(M.nothingToSign)).toBeInTheDocument();
  draft.unmount();

  renderPanel(makePlacement({ status: 'ended' }));
  expect(await screen.findByText('Version 1 du contrat')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: M.signSubmit })).not.toBeInTheDocument();
});

it('offers the form again while the placement is under way when new terms wait for signatures', async () => {
  onEndpoint(ENDPOINTS.signPlacement, reply(makePlacement()));
  renderPanel(makePlacement({ status: 'active', contract_version: 2, signatures: [] }));
  expect(await screen.findByText('Version 2 du contrat')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: M.signSubmit })).toBeInTheDocument();
});
