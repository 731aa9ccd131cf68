/**
 * Who may do what on a placement (docs/product.md#placements, the access policy of contracts): the family for
 * itself, the association's admins and référents for it; its bénévoles, another family and another association get
 * 403, an unknown placement 404 (after the role check, as for requests), no token 401. Each allowed call is made on a
 * placement in the step that call needs, so that it answers 200.
 */
import type { Placement, PlacementSummary } from '@petfoster/contracts';
import { startApp, type TestApp } from '../support/app';
import {
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
  type Session,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { addMember, type MemberAccount } from '../support/team-members';
import {
  activePlacement,
  ASSOCIATION_SIGNER,
  FAMILY_SIGNER,
  fixToday,
  openPlacement,
  setTerms,
  sign,
  TERMS,
} from './support';

type CallerName = 'family' | 'admin' | 'referent' | 'benevole' | 'otherFamily' | 'otherAssociation';
type Step = 'draft' | 'toSign' | 'signed' | 'active';

interface Action {
  name: string;
  method: 'get' | 'put' | 'post';
  path: (id: number) => string;
  body?: Record<string, unknown>;
  /** The step the placement must be at for an allowed call to answer 200. */
  step: Step;
  allowed: CallerName[];
}

const ASSOCIATION_SIDE: CallerName[] = ['admin', 'referent'];
const PARTIES: CallerName[] = ['family', ...ASSOCIATION_SIDE];

const ACTIONS: Action[] = [
  { name: 'readPlacement', method: 'get', path: (id) => `/api/placements/${id}`, step: 'draft', allowed: PARTIES },
  {
    name: 'placementContract',
    method: 'get',
    path: (id) => `/api/placements/${id}/contract.pdf`,
    step: 'toSign',
    allowed: PARTIES,
  },
  {
    name: 'setPlacementTerms',
    method: 'put',
    path: (id) => `/api/placements/${id}/terms`,
    body: TERMS,
    step: 'draft',
    allowed: ASSOCIATION_SIDE,
  },
  {
    name: 'signPlacement',
    method: 'post',
    path: (id) => `/api/placements/${id}/signatures`,
    step: 'toSign',
    allowed: PARTIES,
  },
  {
    name: 'startPlacement',
    method: 'post',
    path: (id) => `/api/placements/${id}/start`,
    body: { date: '2030-03-10' },
    step: 'signed',
    allowed: ASSOCIATION_SIDE,
  },
  {
    name: 'requestPlacementEnd',
    method: 'post',
    path: (id) => `/api/placements/${id}/end-request`,
    body: { date: '2030-04-30', reason: null },
    step: 'active',
    allowed: ['family'],
  },
  {
    name: 'endPlacement',
    method: 'post',
    path: (id) => `/api/placements/${id}/end`,
    body: { date: '2030-04-30', outcome: 'retour_association', note: null },
    step: 'active',
    allowed: ASSOCIATION_SIDE,
  },
  {
    name: 'requestAdoption',
    method: 'post',
    path: (id) => `/api/placements/${id}/adoption-request`,
    step: 'active',
    allowed: ['family'],
  },
  {
    name: 'recordAdoption',
    method: 'post',
    path: (id) => `/api/placements/${id}/adoption`,
    body: { certificate_issued_on: '2030-03-04', certificate_issuer: 'Paul Durand', adoption_date: '2030-03-11' },
    step: 'active',
    allowed: ASSOCIATION_SIDE,
  },
];

const CALLERS: CallerName[] = ['family', 'admin', 'referent', 'benevole', 'otherFamily', 'otherAssociation'];

describe('placement access', () => {
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;
  let referent: MemberAccount;
  let benevole: MemberAccount;
  let otherFamily: FamilyAccount;
  let otherAssociation: AssociationAccount;
  let callers: Record<CallerName, Session>;
  /** One placement per step, for the refused calls (a refusal changes nothing). */
  const shared: Partial<Record<Step, Placement>> = {};

  const signerName = (caller: CallerName) =>
    caller === 'family' ? FAMILY_SIGNER : caller === 'referent' ? `${referent.firstname} Membre` : ASSOCIATION_SIGNER;

  async function placementAt(step: Step, name: string): Promise<Placement> {
    if (step === 'active') return activePlacement(t, association, family, name);
    const placement = await openPlacement(t, association, family, name);
    if (step === 'draft') return placement;
    expectStatus(await setTerms(t, association, placement.id), 200);
    if (step === 'toSign') return placement;
    expectStatus(await sign(t, family, placement.id, FAMILY_SIGNER), 200);
    expectStatus(await sign(t, association, placement.id, ASSOCIATION_SIGNER), 200);
    return placement;
  }

  const call = (action: Action, session: Session | null, id: number, caller?: CallerName) => {
    const client = session ? t.api.as(session.token) : t.api.anon;
    const body =
      action.name === 'signPlacement' ? { full_name: signerName(caller ?? 'family'), accept: true } : action.body;
    const url = action.path(id);
    return action.method === 'get' ? client.get(url) : client[action.method](url, body ?? {});
  };

  beforeAll(async () => {
    t = await startApp();
    fixToday(t);
    association = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    referent = await addMember(t, association.associationId, 'referent', { firstname: 'Inès' });
    benevole = await addMember(t, association.associationId, 'benevole', { firstname: 'Bastien' });
    otherFamily = await registerFamily(t.api);
    otherAssociation = await registerAssociation(t.api);
    callers = { family, admin: association, referent, benevole, otherFamily, otherAssociation };
    for (const step of ['draft', 'toSign', 'signed', 'active'] as const) shared[step] = await placementAt(step, step);
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const action of ACTIONS) {
    describe(action.name, () => {
      for (const caller of CALLERS) {
        if (action.allowed.includes(caller))
          it(`200 for ${caller}`, async () => {
            const placement = await placementAt(action.step, `${action.name}-${caller}`);
            expectStatus(await call(action, callers[caller], placement.id, caller), 200);
          });
        else
          it(`403 for ${caller}, and the placement unchanged`, async () => {
            const placement = shared[action.step] as Placement;
            const before = await t.api.as(family.token).get(`/api/placements/${placement.id}`);
            expectFrenchError(await call(action, callers[caller], placement.id, caller), 403);
            const after = await t.api.as(family.token).get(`/api/placements/${placement.id}`);
            expect(after.body).toEqual(before.body);
          });
      }

      it('401 without a token', async () => {
        expectFrenchError(await call(action, null, (shared[action.step] as Placement).id), 401);
      });

      it('404 for an unknown placement, for a caller of the right role', async () => {
        const caller = action.allowed[0];
        expectFrenchError(await call(action, callers[caller], 987654, caller), 404);
      });
    });
  }

  describe('listPlacements', () => {
    it("each caller sees its own: the family its placements, the association's members (bénévoles too) theirs", async () => {
      const ids = async (session: Session) => {
        const res = await t.api.as(session.token).get('/api/placements');
        expectStatus(res, 200);
        return (res.body as PlacementSummary[]).map((one) => one.id);
      };
      const ours = (shared.draft as Placement).id;
      expect(await ids(family)).toContain(ours);
      expect(await ids(benevole)).toContain(ours);
      expect(await ids(referent)).toContain(ours);
      expect(await ids(otherFamily)).toEqual([]);
      expect(await ids(otherAssociation)).toEqual([]);
    });

    it('401 without a token', async () => {
      expectFrenchError(await t.api.anon.get('/api/placements'), 401);
    });
  });
});
