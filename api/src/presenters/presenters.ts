import {
  DELETED_FAMILY_LASTNAME,
  paths,
  pickKeys,
  PUBLIC_ANIMAL_KEYS,
  PUBLIC_ASSOCIATION_KEYS,
  REQUEST_STATUS,
  isHoused,
} from '@petfoster/contracts';
import type {
  Animal as AnimalView,
  Association as AssociationView,
  Family as FamilyView,
  FosterRequest as FosterRequestView,
  PublicAnimal,
  PublicAssociation,
  RequestSummary,
  SpeciesName,
} from '@petfoster/contracts';
import type { Animal } from '../data-model/animal.entity';
import type { Association } from '../data-model/association.entity';
import type { Family } from '../data-model/family.entity';
import type { FosterRequest } from '../data-model/request.entity';

/** Response shapes of docs/product.md#entities and #calls, built explicitly so that no column (password hash, ...) leaks by accident. */

const isoDate = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(`${String(value).replace(' ', 'T')}Z`).toISOString();
const dayOf = (value: Date | string): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** A date column as ISO text (isoDate); null and undefined stay null. */
const isoOrNull = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : isoDate(value);

export function presentRequestSummary(r: FosterRequest): RequestSummary {
  return {
    id: r.id,
    status: r.status,
    family_id: r.family_id,
    association_id: r.association_id,
    // Summaries are read for existing animals only (their animal lists).
    animal_id: r.animal_id as number,
    ...(r.returned_at ? { returned: true } : {}),
  };
}

/**
 * withIdentity: the caller may see the animal's identification and sterilisation (ACCESS_VIEWS 'animal.identity',
 * docs/product.md#animal-identification); for anyone else the keys are absent.
 */
export function presentAnimal(a: Animal, requests: FosterRequest[] = [], withIdentity = false): AnimalView {
  const view: AnimalView = {
    id: a.id,
    name: a.name,
    breed: a.breed,
    gender: a.gender,
    date_of_birth: dayOf(a.date_of_birth),
    description: a.description,
    url_image: a.url_image,
    url_thumbnail: a.url_thumbnail,
    species_id: a.species_id,
    species: { id: a.species.id, name: a.species.name as SpeciesName },
    association_id: a.association_id,
    association: {
      id: a.association.id,
      name_association: a.association.name_association,
      city: a.association.city,
      verified_at: isoOrNull(a.association.verified_at),
    },
    requests: requests.map(presentRequestSummary),
    size: a.size ?? null,
    good_with_children: triState(a.good_with_children),
    good_with_cats: triState(a.good_with_cats),
    good_with_dogs: triState(a.good_with_dogs),
    adopted_at: a.adopted_at ? isoDate(a.adopted_at) : null,
    urgent: Boolean(a.urgent),
    urgent_reason: a.urgent ? (a.urgent_reason ?? null) : null,
  };
  if (withIdentity) {
    view.identification_type = a.identification_type ?? null;
    view.identification_number = a.identification_number ?? null;
    view.sterilised = triState(a.sterilised);
  }
  return view;
}

/** SQLite and MySQL return booleans as 0/1; null stays null (unknown). */
const triState = (value: boolean | number | null | undefined): boolean | null =>
  value === null || value === undefined ? null : Boolean(value);

/** The species a family accepts, by name, from its three columns. */
export function acceptedSpecies(f: Pick<Family, 'accepts_dogs' | 'accepts_cats' | 'accepts_rabbits'>): SpeciesName[] {
  return [
    ...(f.accepts_dogs ? (['Chien'] as const) : []),
    ...(f.accepts_cats ? (['Chat'] as const) : []),
    ...(f.accepts_rabbits ? (['Lapin'] as const) : []),
  ];
}

/** own: the association itself reads it (docs/mail.md: its notifications choice is added). */
export function presentAssociation(a: Association, own = false): AssociationView {
  const view: AssociationView = {
    id: a.id,
    name_association: a.name_association,
    url_image: a.url_image,
    url_thumbnail: a.url_thumbnail,
    RNA_code: a.RNA_code,
    address: a.address,
    zip_code: a.zip_code,
    city: a.city,
    phone_number: a.phone_number,
    description: a.description,
    user_id: a.user_id,
    userAsso: { lastname: a.user.lastname, firstname: a.user.firstname, email: a.user.email },
    department: a.department ?? null,
    verified_at: isoOrNull(a.verified_at),
  };
  if (own) view.notifications_enabled = Boolean(a.user.notifications_enabled);
  return view;
}

/**
/**
 * withContact: the family itself, or an association that received a request from it (ARCHITECTURE 3); own: the
 * family itself, whose edit screen reads its foster profile (docs/matching.md) and notifications choice (docs/mail.md) here.
 */
export function presentFamily(f: Family, withContact: boolean, own = false): FamilyView {
  const view: FamilyView = {
    id: f.id,
    url_image: f.url_image,
    url_thumbnail: f.url_thumbnail,
    description: f.description,
    city: f.city,
    garden: Boolean(f.garden),
    housing_type_id: f.housing_type_id,
    houseType: f.housing_type.houseType,
    housing_type: { id: f.housing_type.id, houseType: f.housing_type.houseType },
    owned_animals: f.owned_animals,
    user_id: f.user_id,
    user: { lastname: f.user.lastname, firstname: f.user.firstname },
    department: f.department ?? null,
  };
  if (own)
    view.foster = {
      species: acceptedSpecies(f),
      available_from: f.available_from ? dayOf(f.available_from) : null,
      available_until: f.available_until ? dayOf(f.available_until) : null,
      capacity: f.capacity,
      children_at_home: Boolean(f.children_at_home),
      visible: Boolean(f.visible),
      accepts_urgent_appeals: Boolean(f.accepts_urgent_appeals),
    };
  if (withContact) {
    view.address = f.address;
    view.zip_code = f.zip_code;
    view.phone_number = f.phone_number;
    view.user.email = f.user.email;
  }
  if (own) view.notifications_enabled = Boolean(f.user.notifications_enabled);
  return view;
}

/** contactWhenApproved: the association's own list, where an approved card gives the family's e-mail and phone. */
export function presentRequest(r: FosterRequest, { contactWhenApproved = false } = {}): FosterRequestView {
  const contact =
    contactWhenApproved && r.status === REQUEST_STATUS.approved && r.family.user
      ? { email: r.family.user.email, phone_number: r.family.phone_number }
      : {};
  return {
    id: r.id,
    animal_id: r.animal_id,
    family_id: r.family_id,
    association_id: r.association_id,
    motivation: r.motivation,
    status: r.status,
    reason: r.closed_reason ?? null,
    refusal_reason: r.refusal_reason ?? null,
    created_at: isoDate(r.created_at),
    // A deleted animal: the request keeps its name, nothing else ('Animal retiré').
    animal: r.animal
      ? { id: r.animal.id, name: r.animal.name, url_image: r.animal.url_image, url_thumbnail: r.animal.url_thumbnail }
      : { id: null, name: r.animal_name ?? '', url_image: null, url_thumbnail: null },
    family: r.family.user
      ? {
          id: r.family.id,
          lastname: r.family.user.lastname,
          firstname: r.family.user.firstname,
          city: r.family.city,
          ...contact,
        }
      : { id: r.family.id, lastname: DELETED_FAMILY_LASTNAME, firstname: '', city: '', deleted: true },
    association: { id: r.association.id, name_association: r.association.name_association },
    // First name only, on both sides (docs/product.md#association-team): never the member's e-mail.
    referent: r.referent ? { user_id: r.referent.id, firstname: r.referent.firstname } : null,
  };
}

/** An address of the site (an image, a page) as another site must write it: absolute. */
const absoluteOn = (publicUrl: string, address: string | null): string | null =>
  address === null || /^https?:\/\//.test(address) ? address : `${publicUrl}${address}`;

/**
 * The public API's animal (docs/public-api.md): the keys PUBLIC_ANIMAL_KEYS names of the site's own answer (never its
 * requests, which name families, nor its identification), its state, and addresses another site can follow.
 */
export function presentPublicAnimal(view: AnimalView, publicUrl: string): PublicAnimal {
  const housed = isHoused(view.requests);
  const picked = pickKeys(view, PUBLIC_ANIMAL_KEYS);
  // Version 1's association, as it was published (docs/public-api.md): later fields of the site's answer stay out.
  const { id, name_association, city } = picked.association;
  return {
    ...picked,
    association: { id, name_association, city },
    url_image: absoluteOn(publicUrl, picked.url_image),
    url_thumbnail: absoluteOn(publicUrl, picked.url_thumbnail),
    status: housed ? 'housed' : 'available',
    url: `${publicUrl}${paths.animalDetails(view.id)}`,
  };
}

/** The public API's association: PUBLIC_ASSOCIATION_KEYS of the site's answer (no address, phone, RNA or member). */
export function presentPublicAssociation(view: AssociationView, publicUrl: string): PublicAssociation {
  const picked = pickKeys(view, PUBLIC_ASSOCIATION_KEYS);
  return {
    ...picked,
    url_image: absoluteOn(publicUrl, picked.url_image),
    url_thumbnail: absoluteOn(publicUrl, picked.url_thumbnail),
    department: picked.department ?? null,
    url: `${publicUrl}${paths.associationProfile(view.id)}`,
  };
}
