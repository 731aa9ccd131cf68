import { ENDPOINTS } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

/*
 * Reports (docs/administration.md#moderation): a signed-in family or association points the moderators at an animal
 * or an association. Called through the endpoint table with the platform's `call`, which every shell has: nothing new
 * is needed from the shell's singleton.
 */
export type ReportTarget = 'animal' | 'association';

export function sendReport(target: ReportTarget, id: number, reason: string) {
  return target === 'animal'
    ? call(ENDPOINTS.reportAnimal, { params: { id }, body: { reason } })
    : call(ENDPOINTS.reportAssociation, { params: { id }, body: { reason } });
}
