import { ENDPOINTS, type BodyOf } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

/* The calls of the health record and of what is due (docs/product.md#health-record), for both sides. */
type Id = number | string;

/** What a form sends for an entry (the schema's input: kg may be the typed text). */
export type HealthEntryBody = BodyOf<typeof ENDPOINTS.addHealthEntry>;

export const healthRecordQueryKey = (animalId: Id) => ['health', 'record', String(animalId)] as const;
export const careDueQueryKey = (associationId: Id, withinDays: number) =>
  ['health', 'care-due', String(associationId), withinDays] as const;
/** Every care-due list: a change of a record may change any of them. */
export const allCareDueQueryKey = ['health', 'care-due'] as const;

export const healthApi = {
  list(animalId: Id) {
    return call(ENDPOINTS.listHealth, { params: { id: animalId } });
  },
  add(animalId: Id, body: HealthEntryBody) {
    return call(ENDPOINTS.addHealthEntry, { params: { id: animalId }, body });
  },
  update(entryId: Id, body: HealthEntryBody) {
    return call(ENDPOINTS.updateHealthEntry, { params: { id: entryId }, body });
  },
  remove(entryId: Id) {
    return call(ENDPOINTS.deleteHealthEntry, { params: { id: entryId } });
  },
  careDue(associationId: Id, withinDays: number) {
    return call(ENDPOINTS.listCareDue, { params: { id: associationId }, query: { within_days: String(withinDays) } });
  },
};
