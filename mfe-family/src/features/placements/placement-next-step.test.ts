import { makePlacementSummary } from '@petfoster/platform/test-utils';
import { currentFirst, familyNextStep } from './placement-next-step';

describe('familyNextStep', () => {
  it('asks for the family’s signature, on a first contract and on new terms while under way', () => {
    expect(familyNextStep(makePlacementSummary({ status: 'to_sign', signed_by: ['association'] }))).toBe(
      'Contrat à signer',
    );
    expect(familyNextStep(makePlacementSummary({ status: 'active', signed_by: ['association'] }))).toBe(
      'Contrat à signer',
    );
    expect(familyNextStep(makePlacementSummary({ status: 'to_sign', signed_by: ['family'] }))).toBe(
      "En attente de la signature de l'association",
    );
  });

  it('says the next date while under way: the end asked for, else the end planned, else an open end', () => {
    const active = makePlacementSummary({ status: 'active', signed_by: ['association', 'family'] });
    expect(familyNextStep(active)).toBe('Fin prévue le 01/03/2027');
    expect(familyNextStep({ ...active, end_request_date: '2027-01-05' })).toBe('Fin demandée pour le 05/01/2027');
    expect(familyNextStep({ ...active, end_date: null })).toBe('Durée indéterminée');
  });
});

it('orders the current placements first and the ended ones last, newest first within a step', () => {
  const ordered = currentFirst([
    makePlacementSummary({ id: 1, status: 'ended', created_at: '2026-03-01T00:00:00.000Z' }),
    makePlacementSummary({ id: 2, status: 'to_sign', created_at: '2026-01-01T00:00:00.000Z' }),
    makePlacementSummary({ id: 3, status: 'to_sign', created_at: '2026-02-01T00:00:00.000Z' }),
    makePlacementSummary({ id: 4, status: 'active', created_at: '2025-01-01T00:00:00.000Z' }),
  ]);
  expect(ordered.map((placement) => placement.id)).toEqual([4, 3, 2, 1]);
});
