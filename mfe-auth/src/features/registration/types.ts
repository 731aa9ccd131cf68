/** What the registration forms hold; `acknowledged` gates the submit button and is never sent. */
export interface IdentityFormValues {
  lastname?: string;
  firstname?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  address?: string;
  city?: string;
  zip_code?: string;
  phone_number?: string;
  description?: string;
  url_image?: string | null;
  acknowledged?: boolean;
}

export interface FamilyFormValues extends IdentityFormValues {
  houseType: string;
  garden: boolean;
  owned_animals: string;
}

export interface AssociationFormValues extends IdentityFormValues {
  name_association?: string;
  RNA_code?: string;
}

export type RegistrationKind = 'family' | 'association';
