import { sanitizeFields } from '@petfoster/platform/screens';
import type { AssociationRegistration, FamilyRegistration } from '@petfoster/contracts';
import type { AssociationFormValues, FamilyFormValues, IdentityFormValues } from './types';

/**
 * Free-text fields are sanitised against scripts (docs/product.md#validation). Passwords are sent exactly as typed (stripping
 * characters would silently change them) and the image is a data URL checked by the image input and the API.
 */
function identity(values: IdentityFormValues) {
  const text = sanitizeFields({
    lastname: values.lastname ?? '',
    firstname: values.firstname ?? '',
    email: values.email ?? '',
    address: values.address ?? '',
    city: values.city ?? '',
    zip_code: values.zip_code ?? '',
    phone_number: values.phone_number ?? '',
    description: values.description ?? '',
  });
  return {
    ...text,
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    url_image: values.url_image ?? null,
  };
}

/** docs/product.md#entities family registration payload. */
export function buildFamilyPayload(values: FamilyFormValues): FamilyRegistration {
  return {
    role: 'family',
    ...identity(values),
    houseType: String(values.houseType),
    garden: Boolean(values.garden),
    owned_animals: String(values.owned_animals),
    // The foster-profile opt-in travels only when ticked: the payload (docs/product.md#entities) is unchanged otherwise.
    ...(values.visible ? { visible: true } : {}),
  };
}

/** docs/product.md#entities association registration payload. */
export function buildAssociationPayload(values: AssociationFormValues): AssociationRegistration {
  const { name_association, RNA_code } = sanitizeFields({
    name_association: values.name_association ?? '',
    RNA_code: values.RNA_code ?? '',
  });
  return {
    role: 'association',
    ...identity(values),
    name_association,
    RNA_code,
  };
}
