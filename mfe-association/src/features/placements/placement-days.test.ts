import { addDays, firstHandoverDay, today } from './placement-days';

describe('placement days', () => {
  it('reads today on the local calendar', () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('adds days across a month and a year', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('puts the first handover 7 days after the certificate, counted from today', () => {
    expect(firstHandoverDay('2026-11-25', '2026-11-28')).toEqual({ day: '2026-12-02', inDays: 4 });
    expect(firstHandoverDay('2026-11-01', '2026-11-28')).toEqual({ day: '2026-11-08', inDays: 0 });
  });
});
