import type { Gender } from './enums';

/**
 * French agreement with an animal's sex, for every sentence or label the product writes about a named animal: the
 * feminine form for a female ('Moka, proposée par…'), the masculine one otherwise. SPEC texts keep their own words
 * (the detail page's 'Accueillie' status, the toasts of docs/product.md#messages).
 */
export function agreeWith(gender: Gender | null | undefined, masculine: string, feminine: string): string {
  return gender === 'femelle' ? feminine : masculine;
}

/** The words written next to an animal's name, masculine then feminine. */
export const ANIMAL_WORDS = {
  /** The badge of a housed animal on its card. */
  housed: ['Accueilli', 'Accueillie'],
  /** 'Moka, proposée par Refuge de Caen' (an invitation). */
  proposed: ['proposé', 'proposée'],
  /** The detail page's status of an adopted animal. */
  adopted: ['Adopté', 'Adoptée'],
} as const satisfies Record<string, readonly [string, string]>;

/** `word` agreeing with the animal's sex: `animalWord('housed', 'femelle')` is 'Accueillie'. */
export function animalWord(word: keyof typeof ANIMAL_WORDS, gender: Gender | null | undefined): string {
  const [masculine, feminine] = ANIMAL_WORDS[word];
  return agreeWith(gender, masculine, feminine);
}
