import { MAX_LENGTHS } from '@petfoster/contracts';

// Login has no client validation (SPEC 5); types and lengths are still checked so that nothing odd reaches argon2.
export const loginSchema = {
  email: { type: 'string', required: "L'email est requis", max: MAX_LENGTHS.email },
  // Verified exactly as typed: a trimmed password would let 'secret ' stand for 'secret' (ASVS 6.2.5).
  password: { type: 'string', required: 'Le mot de passe est requis', max: MAX_LENGTHS.password, trim: false },
} as const;
