import * as z from 'zod/mini';
import {
  isRna,
  isSiren,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_LIMITS as LIMITS,
  VERIFICATION_MESSAGES as M,
} from '../verification';
import { oneOf, text } from './fields';

/* Verified associations (docs/product.md#verified-associations). */

/** Spaces and dots people type in their numbers go; the letter of an RNA is read in capitals. */
const compact = (raw: unknown) => (typeof raw === 'string' ? raw.replace(/[\s.]/g, '').toUpperCase() : raw);
const emptyIsAbsent = (raw: unknown) => (raw === '' || raw === null ? undefined : raw);

const rna = z.optional(
  z.pipe(
    z.transform((raw: unknown) => emptyIsAbsent(compact(raw))),
    z.optional(z.string({ error: M.rnaInvalid }).check(z.refine(isRna, M.rnaInvalid))),
  ),
);
const siren = z.optional(
  z.pipe(
    z.transform((raw: unknown) => emptyIsAbsent(compact(raw))),
    z.optional(z.string({ error: M.sirenInvalid }).check(z.refine(isSiren, M.sirenInvalid))),
  ),
);

/** A document as a data URL; the API decides by its bytes whether it is a PDF or a photo. */
const document = z.object({
  kind: oneOf({ required: M.documentKindInvalid }, VERIFICATION_DOCUMENT_KINDS, M.documentKindInvalid),
  data: z.string({ error: M.documentInvalid }).check(z.minLength(1, M.documentInvalid)),
});

/** POST /api/associations/{id}/verification (the association's admins). */
export const verificationRequestSchema = z
  .object({
    rna,
    siren,
    court_registration: text('optional', { label: 'court_registration', max: LIMITS.courtRegistrationMax }),
    documents: z
      .array(document, { error: M.documentsRequired })
      .check(z.minLength(1, M.documentsRequired), z.maxLength(LIMITS.documentsMax, M.documentsRequired)),
  })
  .check(
    z.refine((body) => Boolean(body.rna || body.siren || body.court_registration), {
      message: M.identifierRequired,
      path: ['rna'],
    }),
  );

export type VerificationRequestInput = z.output<typeof verificationRequestSchema>;

/** GET /api/verification-documents/{id}: the link's token decides who asks (the API checks the right again). */
export const verificationDocumentQuerySchema = z.object({
  token: z.optional(z.string()),
});
