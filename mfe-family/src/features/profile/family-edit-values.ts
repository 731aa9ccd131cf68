import { OWNED_ANIMALS_EDIT_OPTIONS, type Family } from '@petfoster/contracts';
import { sanitizeFields } from '@petfoster/platform/screens';

/** The family edit form (docs/product.md#entities and #validation): these fields, and only these, go to PUT /api/families/{userId}. */
export interface FamilyEditValues {
  description: string;
  address: string;
  city: string;
  zip_code: string;
  phone_number: string;
  housing_type_id: string;
  garden: boolean;
  owned_animals: string;
  notifications_enabled: boolean;
  /* The foster profile (docs/matching.md). */
  foster_species: string[];
  available_from: string;
  available_until: string;
  capacity: string;
  children_at_home: boolean;
  visible: boolean;
  /** 'Recevoir les appels urgents' (docs/product.md#urgent-appeals). */
  accepts_urgent_appeals: boolean;
}

export type FamilyEditPayload = {
  description: string;
  address: string;
  city: string;
  zip_code: string;
  phone_number: string;
  housing_type_id: number;
  garden: boolean;
  owned_animals: string;
  notifications_enabled: boolean;
  url_image: string | null;
  foster_species: string[];
  /** Blank clears the date (no limit). */
  available_from: string;
  available_until: string;
  capacity: number;
  children_at_home: boolean;
  visible: boolean;
  /** 'Recevoir les appels urgents' (docs/product.md#urgent-appeals). */
  accepts_urgent_appeals: boolean;
};

/** Prefills the form with what the family has today, so untouched fields keep their value. */
export function familyEditValues(family: Family): FamilyEditValues {
  const owned = Math.min(Math.max(Number(family.owned_animals) || 0, 0), OWNED_ANIMALS_EDIT_OPTIONS.length - 1);
  return {
    description: family.description ?? '',
    address: family.address ?? '',
    city: family.city ?? '',
    zip_code: family.zip_code ?? '',
    phone_number: family.phone_number ?? '',
    housing_type_id: String(family.housing_type_id ?? family.housing_type?.id ?? 1),
    garden: Boolean(family.garden),
    owned_animals: String(owned),
    // Absent from older answers: notifications are on unless the family turned them off.
    notifications_enabled: family.notifications_enabled !== false,
    foster_species: family.foster?.species ?? [],
    available_from: family.foster?.available_from ?? '',
    available_until: family.foster?.available_until ?? '',
    capacity: String(family.foster?.capacity ?? 1),
    children_at_home: family.foster?.children_at_home ?? false,
    // Off by default: nobody is shown to associations without ticking it.
    visible: family.foster?.visible ?? false,
    // On by default: a visible family hears of urgent appeals unless it turns them off.
    accepts_urgent_appeals: family.foster?.accepts_urgent_appeals ?? true,
  };
}

/** docs/product.md#validation: the form's text fields sanitised, plus url_image (sanitised, or null when no new image was chosen). */
export function familyEditPayload(values: FamilyEditValues, image: string | null): FamilyEditPayload {
  const text = sanitizeFields({
    description: values.description,
    address: values.address,
    city: values.city,
    zip_code: values.zip_code,
    phone_number: values.phone_number,
    // sanitizeFields leaves image data URLs to the API's byte checks (text rules would corrupt base64).
    url_image: image || null,
  });
  return {
    description: text.description,
    address: text.address,
    city: text.city,
    zip_code: text.zip_code,
    phone_number: text.phone_number,
    housing_type_id: Number(values.housing_type_id),
    garden: values.garden,
    owned_animals: values.owned_animals,
    notifications_enabled: values.notifications_enabled,
    url_image: text.url_image,
    foster_species: values.foster_species,
    available_from: values.available_from,
    available_until: values.available_until,
    capacity: Number(values.capacity),
    children_at_home: values.children_at_home,
    visible: values.visible,
    accepts_urgent_appeals: values.accepts_urgent_appeals,
  };
}
