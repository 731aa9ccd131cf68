import { formatRequestDate, isHoused, requestAnimalName, requestTone } from './request-status';

describe('requestTone', () => {
  it.each([
    ['Approuvée', 'approved'],
    ['Refusée', 'refused'],
    ['En attente', 'pending'],
    ['anything else', 'pending'],
  ])('%s -> %s', (status, tone) => {
    expect(requestTone(status)).toBe(tone);
  });
});

describe('isHoused', () => {
  it('is true once any request is approved', () => {
    expect(isHoused([{ status: 'Refusée' }, { status: 'Approuvée' }])).toBe(true);
  });
  it('is false for pending or refused requests only, or none', () => {
    expect(isHoused([{ status: 'En attente' }, { status: 'Refusée' }])).toBe(false);
    expect(isHoused([])).toBe(false);
    expect(isHoused(undefined)).toBe(false);
  });
});

describe('formatRequestDate', () => {
  it('formats an ISO date the French way', () => {
    expect(formatRequestDate('2026-03-05T10:00:00.000Z')).toBe('05/03/2026');
  });
  it('keeps unparsable values and blanks empty ones', () => {
    expect(formatRequestDate('hier')).toBe('hier');
    expect(formatRequestDate(null)).toBe('');
  });
});

describe('requestAnimalName', () => {
  it("is the request's animal name, or empty when the animal is missing", () => {
    expect(requestAnimalName({ animal: { id: 1, name: 'Rex', url_image: null, url_thumbnail: null } })).toBe('Rex');
    expect(requestAnimalName({ animal: undefined as never })).toBe('');
    expect(requestAnimalName(null)).toBe('');
  });
});
