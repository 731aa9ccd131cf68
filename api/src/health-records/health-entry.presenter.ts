import type { HealthEntry } from '@petfoster/contracts';
import type { HealthEntryInput } from '@petfoster/contracts/schemas';
import type { HealthEntryRow } from '../data-model/health-entry.entity';
import { dayOf } from './health-clock';

const iso = (value: Date | string) => new Date(value).toISOString();
const dayOrNull = (value: string | Date | null) => (value === null ? null : dayOf(value));

/** An entry as GET /api/animals/{id}/health answers it: a treatment's first day is `from`, its weight in kg. */
export function presentHealthEntry(row: HealthEntryRow, authorFirstname: string, editable: boolean): HealthEntry {
  const treatment = row.type === 'traitement';
  return {
    id: row.id,
    animal_id: row.animal_id,
    type: row.type,
    date: dayOf(row.date),
    next_due: dayOrNull(row.next_due),
    name: row.name,
    product: row.product,
    result: row.result,
    vet: row.vet,
    note: row.note,
    kg: row.grams === null ? null : row.grams / 1000,
    from: treatment ? dayOf(row.date) : null,
    to: treatment ? dayOrNull(row.ends_on) : null,
    dosage: row.dosage,
    added_by: row.added_by,
    author_firstname: authorFirstname,
    editable,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The columns an entry of each type sets; every other one is null (a type never keeps another's values). */
export function columnsOf(
  input: HealthEntryInput,
): Pick<
  HealthEntryRow,
  'type' | 'date' | 'next_due' | 'name' | 'product' | 'result' | 'vet' | 'note' | 'grams' | 'ends_on' | 'dosage'
> {
  const none = {
    next_due: null,
    name: null,
    product: null,
    result: null,
    vet: null,
    note: null,
    grams: null,
    ends_on: null,
    dosage: null,
  };
  switch (input.type) {
    case 'vaccination':
      return { ...none, type: input.type, date: input.date, name: input.name, next_due: input.next_due ?? null };
    case 'antiparasitaire':
    case 'vermifuge':
      return { ...none, type: input.type, date: input.date, product: input.product, next_due: input.next_due };
    case 'test':
      return { ...none, type: input.type, date: input.date, name: input.name, result: input.result };
    case 'sterilisation':
      return { ...none, type: input.type, date: input.date };
    case 'visite':
      return { ...none, type: input.type, date: input.date, vet: input.vet, note: input.note };
    case 'poids':
      return { ...none, type: input.type, date: input.date, grams: Math.round(input.kg * 1000) };
    case 'traitement':
      return {
        ...none,
        type: input.type,
        date: input.from,
        name: input.name,
        ends_on: input.to,
        dosage: input.dosage,
      };
  }
}

/**
 * What the activity log keeps of an entry (docs/product.md#association-team): its id and the fields of its type,
 * under the names the API uses (kg, from, to); null fields are left out by the recorder.
 */
export function loggedEntry(row: HealthEntryRow): Record<string, unknown> {
  const entry = presentHealthEntry(row, '', false);
  return {
    health_entry_id: entry.id,
    type: entry.type,
    date: entry.type === 'traitement' ? null : entry.date,
    next_due: entry.next_due,
    name: entry.name,
    product: entry.product,
    result: entry.result,
    vet: entry.vet,
    note: entry.note,
    kg: entry.kg,
    from: entry.from,
    to: entry.to,
    dosage: entry.dosage,
    added_by: entry.added_by,
  };
}
