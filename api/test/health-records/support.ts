import type { HealthEntry } from '@petfoster/contracts';
import type { Response } from 'supertest';
import { HealthClock } from '../../src/health-records/health-clock';
import type { TestApp } from '../support/app';
import type { Session } from '../support/fixtures';
import { expectStatus } from '../support/http';

/** Fixes the health record's clock (today in France is the day of `at`). */
export function fixHealthClock(t: TestApp, at: string | Date): void {
  t.app.get(HealthClock).fix(new Date(at));
}

export const addEntry = (
  t: TestApp,
  caller: Session,
  animalId: number,
  body: Record<string, unknown>,
): Promise<Response> => t.api.as(caller.token).post(`/api/animals/${animalId}/health`, body);

export async function added(
  t: TestApp,
  caller: Session,
  animalId: number,
  body: Record<string, unknown>,
): Promise<HealthEntry> {
  const res = await addEntry(t, caller, animalId, body);
  expectStatus(res, 201);
  return res.body as HealthEntry;
}

export async function record(t: TestApp, caller: Session, animalId: number): Promise<HealthEntry[]> {
  const res = await t.api.as(caller.token).get(`/api/animals/${animalId}/health`);
  expectStatus(res, 200);
  return res.body as HealthEntry[];
}
