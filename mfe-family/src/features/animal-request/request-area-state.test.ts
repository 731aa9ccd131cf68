import type { RequestSummary } from '@petfoster/contracts';
import { requestAreaState } from './request-area-state';

const FAMILY = 7;
const req = (family_id: number, status: string): RequestSummary =>
  ({ id: family_id * 10, family_id, status, association_id: 1, animal_id: 3 }) as RequestSummary;

describe('requestAreaState', () => {
  it('is housed-by-other when another family has an approved request, whatever ours says', () => {
    expect(requestAreaState({ requests: [req(8, 'Approuvée')] }, FAMILY)).toBe('housed-by-other');
    expect(requestAreaState({ requests: [req(FAMILY, 'Refusée'), req(8, 'Approuvée')] }, FAMILY)).toBe(
      'housed-by-other',
    );
  });
  it('offers the request again when the family that had the animal gave it back to its association', () => {
    const returned = { ...req(8, 'Approuvée'), returned: true };
    expect(requestAreaState({ requests: [returned] }, FAMILY)).toBe('none');
  });
  it('is approved when our own request was approved', () => {
    expect(requestAreaState({ requests: [req(8, 'Refusée'), req(FAMILY, 'Approuvée')] }, FAMILY)).toBe('approved');
  });
  it('is pending while our request waits for a decision', () => {
    expect(requestAreaState({ requests: [req(FAMILY, 'En attente'), req(8, 'En attente')] }, FAMILY)).toBe('pending');
  });
  it('is refused when our only request was refused', () => {
    expect(requestAreaState({ requests: [req(FAMILY, 'Refusée')] }, FAMILY)).toBe('refused');
  });
  it('is none when we never asked (other families pending do not matter)', () => {
    expect(requestAreaState({ requests: [req(8, 'En attente')] }, FAMILY)).toBe('none');
    expect(requestAreaState({ requests: [] }, FAMILY)).toBe('none');
  });
});
