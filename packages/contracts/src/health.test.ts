import { HEALTH_MESSAGES as M, healthEntryTitle, weightSeries, type HealthEntry } from './health';
import { checkWith } from './schemas/errors';
import { careDueQuerySchema, healthEntrySchema } from './schemas/health';

const BOX = { width: 100, height: 50, pad: 10 };
const weighed = (id: number, date: string, kg: number) => ({ id, type: 'poids' as const, date, kg });

describe('weightSeries', () => {
  it('places the weights oldest first: x by date, the heaviest at the top', () => {
    const series = weightSeries(
      [weighed(3, '2026-03-01', 6), weighed(1, '2026-01-01', 4), weighed(2, '2026-02-01', 5)],
      BOX,
    );
    expect(series?.points.map(({ x, y, kg }) => ({ x, y, kg }))).toEqual([
      { x: 10, y: 40, kg: 4 },
      { x: 52, y: 25, kg: 5 },
      { x: 90, y: 10, kg: 6 },
    ]);
    expect(series).toMatchObject({ minKg: 4, maxKg: 6, firstDate: '2026-01-01', lastDate: '2026-03-01' });
  });

  it('spreads weighings of one day and draws nothing under two weights', () => {
    const sameDay = weightSeries([weighed(1, '2026-01-01', 4), weighed(2, '2026-01-01', 4)], BOX);
    expect(sameDay?.points.map(({ x, y }) => [x, y])).toEqual([
      [10, 40],
      [90, 40],
    ]);
    expect(
      weightSeries([weighed(1, '2026-01-01', 4), { id: 2, type: 'visite', date: '2026-01-02', kg: null }], BOX),
    ).toBeNull();
  });
});

describe('health entry schemas', () => {
  it('reads each type by its own rules, the weight as typed with a comma', () => {
    expect(checkWith(healthEntrySchema, { type: 'poids', date: '2026-01-01', kg: '3,25' })).toEqual({
      ok: true,
      data: { type: 'poids', date: '2026-01-01', kg: 3.25 },
    });
    expect(
      checkWith(healthEntrySchema, { type: 'visite', date: '2026-01-01', vet: 'Dr <b>Vidal</b>', note: 'RAS' }),
    ).toEqual({
      ok: true,
      data: { type: 'visite', date: '2026-01-01', vet: 'Dr Vidal', note: 'RAS' },
    });
  });

  it('says an unknown type in French, on `type`', () => {
    expect(checkWith(healthEntrySchema, { type: 'radio', date: '2026-01-01' })).toEqual({
      ok: false,
      fields: { type: M.typeInvalid },
      notAnObject: false,
    });
  });

  it('reads within_days from 0 to 365', () => {
    expect(checkWith(careDueQuerySchema, { within_days: '0' })).toEqual({ ok: true, data: { within_days: 0 } });
    expect(checkWith(careDueQuerySchema, {})).toEqual({ ok: true, data: {} });
    expect(checkWith(careDueQuerySchema, { within_days: '400' })).toMatchObject({
      fields: { within_days: M.withinDaysInvalid },
    });
  });
});

describe('healthEntryTitle', () => {
  const base = { name: null, product: null, kg: null, result: null } as const;
  it.each<[Pick<HealthEntry, 'type' | 'name' | 'product' | 'kg' | 'result'>, string]>([
    [{ ...base, type: 'vaccination', name: 'CHPPiL' }, 'Vaccination : CHPPiL'],
    [{ ...base, type: 'test', name: 'FIV', result: 'négatif' }, 'Test FIV : Négatif'],
    [{ ...base, type: 'vermifuge', product: 'Milbemax' }, 'Vermifuge : Milbemax'],
    [{ ...base, type: 'poids', kg: 12.5 }, 'Poids : 12,5 kg'],
    [{ ...base, type: 'sterilisation' }, 'Stérilisation'],
  ])('%o: %s', (entry, title) => {
    expect(healthEntryTitle(entry)).toBe(title);
  });
});
