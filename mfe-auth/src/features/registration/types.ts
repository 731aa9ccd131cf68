import type { AssociationRegistration, FamilyRegistration } from '@petfoster/contracts';

/**
 * What the registration forms hold: the fields of the request schemas in @petfoster/contracts (their one
 * declaration), possibly not yet filled in; `acknowledged` gates the submit button and is never sent.
 */
type FormValues<Body> = Partial<Omit<Body, 'role'>> & { acknowledged?: boolean };

export type AssociationFormValues = FormValues<AssociationRegistration>;
export type FamilyFormValues = FormValues<FamilyRegistration>;
/** The fields both forms have. */
export type IdentityFormValues = Pick<AssociationFormValues, keyof AssociationFormValues & keyof FamilyFormValues>;

export type RegistrationKind = 'family' | 'association';
