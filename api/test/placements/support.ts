import { REQUEST_STATUS, type Placement, type PlacementSummary } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { PlacementClock } from '../../src/placements/clock';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  decide,
  type AssociationAccount,
  type FamilyAccount,
  type Session,
} from '../support/fixtures';
import { expectStatus } from '../support/http';

/** The day the placement tests live on, ahead of the real clock (the rules count from it). */
export const TODAY = '2030-03-03';

/** Fixes the placement rules' clock at noon, Paris time, of `day`. */
export function fixToday(t: TestApp, day = TODAY): void {
  t.app.get(PlacementClock).fix(new Date(`${day}T11:00:00Z`));
}

/** An animal of `association` that `family` asked for and the association accepted: its placement, 'À préparer'. */
export async function openPlacement(
  t: TestApp,
  association: AssociationAccount,
  family: FamilyAccount,
  animalName = 'Filou',
  identification?: { type: 'puce' | 'tatouage'; number: string },
): Promise<Placement> {
  const animal = await createAnimal(t.api, association, { name: animalName });
  // Written straight into the database: these tests are about the placement, not the animal form.
  if (identification)
    await t.app
      .get(DataSource)
      .query('UPDATE animals SET identification_type = ?, identification_number = ? WHERE id = ?', [
        identification.type,
        identification.number,
        animal.id,
      ]);
  const request = await createRequest(t.api, family, animal);
  expectStatus(await decide(t.api, association, request.id, REQUEST_STATUS.approved), 200);
  const list = await t.api.as(family.token).get('/api/placements');
  expectStatus(list, 200);
  const summary = (list.body as PlacementSummary[]).find((one) => one.request_id === request.id);
  if (!summary) throw new Error(`no placement for request ${request.id}: ${list.text}`);
  return readPlacement(t, family, summary.id);
}

export async function readPlacement(t: TestApp, caller: Session, id: number): Promise<Placement> {
  const res = await t.api.as(caller.token).get(`/api/placements/${id}`);
  expectStatus(res, 200);
  return res.body as Placement;
}

export const TERMS = {
  start_date: '2030-03-10',
  end_date: '2030-06-10',
  notice_days: 15,
  costs: { veterinary: 'association', food: 'family', supplies: 'family' },
  special_conditions: 'Pas de sortie sans laisse.',
};

export const setTerms = (t: TestApp, caller: Session, id: number, body: Record<string, unknown> = TERMS) =>
  t.api.as(caller.token).put(`/api/placements/${id}/terms`, body);

export const sign = (t: TestApp, caller: Session, id: number, fullName: string) =>
  t.api.as(caller.token).post(`/api/placements/${id}/signatures`, { full_name: fullName, accept: true });

/** The association's account is 'Paul Durand', the family's 'Julie Martin' (test/support/fixtures.ts). */
export const ASSOCIATION_SIGNER = 'Paul Durand';
export const FAMILY_SIGNER = 'Julie Martin';

/** A placement through terms and both signatures, then started: 'En cours'. */
export async function activePlacement(
  t: TestApp,
  association: AssociationAccount,
  family: FamilyAccount,
  animalName = 'Filou',
  terms: Record<string, unknown> = TERMS,
): Promise<Placement> {
  const placement = await openPlacement(t, association, family, animalName);
  expectStatus(await setTerms(t, association, placement.id, terms), 200);
  expectStatus(await sign(t, family, placement.id, FAMILY_SIGNER), 200);
  expectStatus(await sign(t, association, placement.id, ASSOCIATION_SIGNER), 200);
  const started = await t.api
    .as(association.token)
    .post(`/api/placements/${placement.id}/start`, { date: String(terms.start_date) });
  expectStatus(started, 200);
  return started.body as Placement;
}
