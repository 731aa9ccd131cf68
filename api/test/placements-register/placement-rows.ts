import { DataSource } from 'typeorm';
import { REQUEST_STATUS, type PlacementOutcome, type PlacementStatus } from '@petfoster/contracts';
import { PlacementRow } from '../../src/data-model/placement.entity';
import { FosterRequest } from '../../src/data-model/request.entity';
import type { TestApp } from '../support/app';

/**
 * Placement rows written straight into the database (with the approved request each one belongs to), so that the
 * register's and the deletion's tests choose every date, status and copied name without the placement workflow.
 */
export interface PlacementFixture {
  associationId: number;
  familyId: number;
  status?: PlacementStatus;
  animal_name?: string;
  species_id?: number;
  identification?: string | null;
  family_lastname?: string | null;
  family_firstname?: string | null;
  family_address?: string | null;
  family_zip_code?: string | null;
  family_city?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  started_on?: string | null;
  ended_on?: string | null;
  outcome?: PlacementOutcome | null;
  created_at?: Date;
}

export async function insertPlacement(t: TestApp, fixture: PlacementFixture): Promise<number> {
  const dataSource = t.app.get(DataSource);
  const { associationId, familyId, created_at = new Date(), ...columns } = fixture;
  const request = await dataSource.getRepository(FosterRequest).insert({
    animal_id: null,
    animal_name: columns.animal_name ?? 'Minou',
    family_id: familyId,
    association_id: associationId,
    motivation: null,
    status: REQUEST_STATUS.approved,
    created_at,
  });
  const inserted = await dataSource.getRepository(PlacementRow).insert({
    request_id: request.identifiers[0].id as number,
    association_id: associationId,
    family_id: familyId,
    animal_id: null,
    status: 'active',
    contract_version: 1,
    animal_name: 'Minou',
    species_id: 2,
    identification: null,
    family_lastname: 'Martin',
    family_firstname: 'Léa',
    family_address: '1 rue des Lilas',
    family_zip_code: '75011',
    family_city: 'Paris',
    created_at,
    updated_at: created_at,
    ...columns,
  });
  return inserted.identifiers[0].id as number;
}

/** Multi-row inserts, a chunk at a time (SQLite refuses too deep an expression). */
async function insertChunked<T extends object>(t: TestApp, target: new () => T, rows: Partial<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200)
    await t.app
      .get(DataSource)
      .getRepository(target)
      .insert(rows.slice(start, start + 200) as never);
}

/** `count` placements in a few multi-row inserts, the i-th (from 0) with the columns `each(i)` gives. */
export async function insertPlacements(
  t: TestApp,
  base: { associationId: number; familyId: number },
  count: number,
  each: (index: number) => Partial<PlacementRow>,
): Promise<void> {
  const dataSource = t.app.get(DataSource);
  const now = new Date();
  const indexes = Array.from({ length: count }, (_, index) => index);
  const marker = `Lot ${now.getTime()}-${Math.random()}`;
  await insertChunked(
    t,
    FosterRequest,
    indexes.map(() => ({
      animal_id: null,
      animal_name: marker.slice(0, 100),
      family_id: base.familyId,
      association_id: base.associationId,
      motivation: null,
      status: REQUEST_STATUS.approved,
      created_at: now,
    })),
  );
  // Read back rather than trusting a multi-row insert's ids (drivers differ).
  const requests = await dataSource
    .getRepository(FosterRequest)
    .find({ where: { animal_name: marker.slice(0, 100) }, select: { id: true }, order: { id: 'ASC' } });
  await insertChunked(
    t,
    PlacementRow,
    indexes.map((index) => ({
      request_id: requests[index].id,
      association_id: base.associationId,
      family_id: base.familyId,
      animal_id: null,
      status: 'active' as const,
      contract_version: 1,
      animal_name: `Lot ${index}`,
      species_id: 1,
      family_lastname: 'Martin',
      family_firstname: 'Léa',
      family_address: '1 rue des Lilas',
      family_zip_code: '75011',
      family_city: 'Paris',
      created_at: now,
      updated_at: now,
      ...each(index),
    })),
  );
}
