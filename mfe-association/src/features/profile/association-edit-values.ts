import type { Association } from '@petfoster/contracts';
import { sanitizeFields } from '@petfoster/platform/screens';

/** The association edit form (docs/product.md#validation): these fields, and only these, plus url_image and role. */
export interface AssociationEditValues {
  name_association: string;
  description: string;
  address: string;
  city: string;
  zip_code: string;
  phone_number: string;
  notifications_enabled: boolean;
}

export function associationEditValues(association: Association): AssociationEditValues {
  return {
    name_association: association.name_association ?? '',
    description: association.description ?? '',
    address: association.address ?? '',
    city: association.city ?? '',
    zip_code: association.zip_code ?? '',
    phone_number: association.phone_number ?? '',
    // Absent from older answers: notifications are on unless the association turned them off.
    notifications_enabled: association.notifications_enabled !== false,
  };
}

export function associationEditPayload(values: AssociationEditValues, image: string | null) {
  const text = sanitizeFields({
    name_association: values.name_association,
    description: values.description,
    address: values.address,
    city: values.city,
    zip_code: values.zip_code,
    phone_number: values.phone_number,
    // sanitizeFields leaves image data URLs to the API's byte checks (text rules would corrupt base64).
    url_image: image || null,
  });
  return { ...text, notifications_enabled: values.notifications_enabled, role: 'association' as const };
}
