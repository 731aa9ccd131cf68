import { cityMatches, normalizeCommuneName, postalCodeHint } from './geo';

describe('commune names', () => {
  it('are compared without case, accents, hyphens or Saint/St differences', () => {
    expect(normalizeCommuneName("Saint-Germain-d'Ectot")).toBe('st germain d ectot');
    expect(cityMatches('ST GERMAIN D ECTOT', ["Saint-Germain-d'Ectot"])).toBe(true);
    expect(cityMatches('stgermaindectot', ["Saint-Germain-d'Ectot"])).toBe(true);
    expect(cityMatches('Caen Cedex 4', ['Caen'])).toBe(true);
  });

  it("accept an arrondissement written short ('Paris 11e') for its own name", () => {
    expect(cityMatches('Paris 11e', ['Paris 11e Arrondissement'])).toBe(true);
    expect(cityMatches('Paris', ['Paris'])).toBe(true);
  });

  it('refuse another commune, a part of a name, and an empty city', () => {
    expect(cityMatches('Marseille', ['Caen'])).toBe(false);
    expect(cityMatches('Saint', ['Saint-Vigor-le-Grand'])).toBe(false);
    expect(cityMatches('', ['Caen'])).toBe(false);
  });
});

describe('postalCodeHint', () => {
  it("gives the arrondissements' range for the big cities' made-up codes", () => {
    expect(postalCodeHint('75000')).toBe('Paris\u00a0: un code postal par arrondissement, de 75001 à 75020.');
    expect(postalCodeHint('69000')).toBe('Lyon\u00a0: un code postal par arrondissement, de 69001 à 69009.');
    expect(postalCodeHint('13000')).toBe('Marseille\u00a0: un code postal par arrondissement, de 13001 à 13016.');
  });

  it('says nothing for other codes', () => {
    expect(postalCodeHint('14000')).toBeUndefined();
    expect(postalCodeHint('7500')).toBeUndefined();
  });
});
