import { dayInParis, excerpt } from './matching';

describe('excerpt', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerpt('Une famille\ncalme.', 240)).toBe('Une famille calme.');
  });

  it('cuts a long text between words, with an ellipsis, within the limit', () => {
    const cut = excerpt('Nous vivons au calme près de la mer, avec deux enfants.', 30);
    expect(cut).toBe('Nous vivons au calme près de…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });
});

describe('dayInParis', () => {
  it('counts the day in Europe/Paris, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter).
    expect(dayInParis(new Date('2030-12-31T23:30:00Z'))).toBe('2031-01-01');
    expect(dayInParis(new Date('2030-06-30T21:59:00Z'))).toBe('2030-06-30');
  });
});
