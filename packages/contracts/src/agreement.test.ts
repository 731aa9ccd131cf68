import { agreeWith, animalWord } from './agreement';

describe('agreement with an animal’s sex', () => {
  it('gives the feminine form for a female and the masculine one for a male', () => {
    expect(animalWord('proposed', 'femelle')).toBe('proposée');
    expect(animalWord('proposed', 'mâle')).toBe('proposé');
    expect(animalWord('housed', 'femelle')).toBe('Accueillie');
    expect(animalWord('housed', 'mâle')).toBe('Accueilli');
  });

  it('falls back to the masculine when the sex is not known', () => {
    expect(agreeWith(undefined, 'retiré', 'retirée')).toBe('retiré');
    expect(agreeWith(null, 'retiré', 'retirée')).toBe('retiré');
  });
});
