import type {
  AssociationRole,
  Gender,
  MailScope,
  RequestClosedReason,
  RequestStatus,
  Role,
  SpeciesName,
} from './enums';
import type { AnimalSize, FosterProfile } from './matching';
import type { AnimalIdentificationType } from './placements';
import type { AnimalPhoto } from './gallery';
import type { PublicNews } from './news';

/** Shapes the API returns (docs/product.md#entities and #calls, field names kept as the spec spells them). */

export interface RequestSummary {
  id: number;
  status: RequestStatus;
  family_id: number;
  association_id: number;
  animal_id: number;
  /** Approved, and the placement ended with the animal back at its association: it no longer houses the animal. */
  returned?: boolean;
}

export interface Animal {
  id: number;
  name: string;
  breed: string | null;
  gender: Gender;
  date_of_birth: string; // YYYY-MM-DD
  description: string | null;
  url_image: string | null;
  /** WebP thumbnail for cards; null when the animal has no image. */
  url_thumbnail: string | null;
  species_id: number;
  species: { id: number; name: SpeciesName };
  association_id: number;
  /** city: where the association is (optional here so older fixtures and caches still type). */
  /** verified_at: when the platform verified the association (docs/product.md#verified-associations); null before. */
  association: { id: number; name_association: string; city?: string; verified_at?: string | null };
  requests: RequestSummary[];
  /* Matching (docs/matching.md): always sent by the API (null is unknown); optional here so older fixtures and caches still type. */
  size?: AnimalSize | null;
  good_with_children?: boolean | null;
  good_with_cats?: boolean | null;
  good_with_dogs?: boolean | null;
  /** Only in GET /api/animals?near=...: km from the searched postal code to the animal's association, rounded. */
  distance_km?: number;
  /**
   * Identification and sterilisation (docs/product.md#animal-identification): present only for the association's
   * members and for the family that fosters the animal (a placement not ended); null is not known.
   */
  identification_type?: AnimalIdentificationType | null;
  /** Stored without spaces, upper-case: formatIdentificationNumber() shows it. */
  identification_number?: string | null;
  sterilised?: boolean | null;
  /** When the animal was adopted (ISO timestamp); null until then. An adopted animal leaves the catalogue. */
  adopted_at: string | null;
  /** Every photo in the association's order, the cover first (docs/product.md#animal-gallery); in GET /api/animals/{id}. */
  photos?: AnimalPhoto[];
  /** A YouTube, Vimeo or Dailymotion address (parseVideoUrl), or null. */
  video_url?: string | null;
  /** Urgent appeals (docs/product.md#urgent-appeals): the association looks for a family now, and says why. */
  urgent?: boolean;
  urgent_reason?: string | null;
  /** Published news from the animal's foster family (docs/product.md#placement-news); in GET /api/animals/{id}. */
  news?: PublicNews[];
  /**
   * Only in its association's own reads, once a platform administrator hid it (docs/administration.md#reports): the
   * notice to show (MODERATED_CONTENT); the animal is then on no public page.
   */
  moderated?: string;
}

export interface UserIdentity {
  lastname: string;
  firstname: string;
  email: string;
}

export interface Association {
  id: number;
  name_association: string;
  url_image: string | null;
  url_thumbnail: string | null;
  RNA_code: string;
  address: string;
  zip_code: string;
  city: string;
  phone_number: string;
  description: string;
  user_id: number;
  userAsso: UserIdentity;
  /** Only in the answers the association itself reads (docs/mail.md): 'Recevoir les notifications par e-mail'. */
  notifications_enabled?: boolean;
  /** Resolved from zip_code and city (docs/matching.md); null when the postal code is unknown. */
  department?: string | null;
  /** When the platform verified the association (docs/product.md#verified-associations); null before. */
  verified_at?: string | null;
}

export interface HousingType {
  id: number;
  houseType: string;
}

/**
 * A family read by id. Contact fields (address, zip_code, phone_number, user.email) are present only for the
 * family itself and for an association that has received a request from it (ARCHITECTURE 3).
 */
export interface Family {
  id: number;
  url_image: string | null;
  url_thumbnail: string | null;
  description: string;
  address?: string;
  city: string;
  zip_code?: string;
  phone_number?: string;
  garden: boolean;
  housing_type_id: number;
  houseType: string;
  housing_type: HousingType;
  owned_animals: number;
  user_id: number;
  user: { lastname: string; firstname: string; email?: string };
  /** Only in the answers the family itself reads (docs/mail.md): 'Recevoir les notifications par e-mail'. */
  notifications_enabled?: boolean;
  department?: string | null;
  /** Only for the family itself (its edit screen). */
  foster?: FosterProfile;
}

/** GET /api/families/user/{userId}: what the family dashboard needs. */
export interface FamilyByUser {
  id: number;
  lastname: string;
  firstname: string;
  family: { id: number; url_image: string | null; url_thumbnail: string | null };
}

export interface FosterRequest {
  id: number;
  /** Null once the association deleted the animal: the request stays, showing 'Animal retiré'. */
  animal_id: number | null;
  family_id: number;
  association_id: number;
  motivation: string | null;
  status: RequestStatus;
  /** Set when the request was refused because another family was chosen (not a refusal by decision). */
  reason: RequestClosedReason | null;
  /** What the association wrote when it refused the request (optional, 500 characters at most). */
  refusal_reason?: string | null;
  created_at: string;
  /** id null: the animal was deleted (its name is the one it had then, no image). */
  animal: { id: number | null; name: string; url_image: string | null; url_thumbnail: string | null };
  /**
   * deleted: the family deleted its account and this approved request kept an anonymised trace ('Famille supprimée').
   * email, phone_number: only in the association's list ('Nos demandes') and only on an approved request, so that
   * the association reaches the family it chose from the card (it may read them anyway: ARCHITECTURE 3).
   */
  family: {
    id: number;
    lastname: string;
    firstname: string;
    city: string;
    deleted?: boolean;
    email?: string;
    phone_number?: string;
  };
  association: { id: number; name_association: string };
  /**
   * The member of the association who follows the request (docs/product.md#association-team), null without one. Its
   * first name only, on both sides: the family reads 'Votre contact : {firstname}'.
   */
  referent: RequestReferent | null;
}

export interface RequestReferent {
  user_id: number;
  firstname: string;
}

export interface TokenPayload {
  role: Role;
  userId: number;
  associationId?: number;
  /** A member's role in its association (docs/product.md#association-team); absent from tokens issued before teams. */
  associationRole?: AssociationRole;
  familyId?: number;
  iat?: number;
  exp?: number;
}

/**
 * POST /login: a session token, or, for an account with two-factor sign-in on (or required by its association and
 * not set up yet), no session but a one-use mfa_token good for 5 minutes (docs/security.md#two-factor-sign-in).
 */
export type LoginResponse = SessionToken | MfaChallenge;

export interface SessionToken {
  token: string;
}

export type MfaChallenge = { mfa_required: true; mfa_token: string } | { mfa_setup_required: true; mfa_token: string };

/** POST /api/account/2fa: the secret to enter in an authenticator app, its otpauth:// link and that link as a QR code. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  /** An SVG image as a data: URL, made on the server so that no front end loads a QR library. */
  qr_code: string;
}

/** POST /api/account/2fa/confirm: the 10 single-use recovery codes, shown once; a session when the setup was required at sign-in. */
export interface TwoFactorConfirmed {
  recovery_codes: string[];
  token?: string;
}

/** GET and PUT /api/associations/:id/security. */
export interface AssociationSecurity {
  require_2fa: boolean;
}

export interface CheckRequestResponse {
  exists: boolean;
}

export interface ApiError {
  statusCode: number;
  message: string | string[];
  error?: string;
}

/**
 * What clients send: the registration payloads (docs/product.md#entities) and the animal form, typed from the request schemas
 * (./schemas), which are the one declaration of their fields. Type-only: the package index never loads zod.
 */
export type {
  AssociationRegistrationBody as AssociationRegistration,
  FamilyRegistrationBody as FamilyRegistration,
} from './schemas/accounts';
export type { AnimalBody as AnimalInput } from './schemas/animals';

/** GET /api/account (docs/mail.md, 'Mon compte'): the caller's own account. */
export interface Account {
  userId: number;
  role: Role;
  email: string;
  lastname: string;
  firstname: string;
  notifications_enabled: boolean;
  /** An association member's choice of request mails (docs/mail.md#request-mails); absent for a family. */
  mail_scope?: MailScope;
  /** Two-factor sign-in is on (docs/security.md#two-factor-sign-in). */
  two_factor_enabled: boolean;
}

/** PUT /api/account/password: the other sessions end; this token continues the current one. */
export interface PasswordChangeResponse {
  token: string;
}

/**
 * GET /api/me/notifications-count: for a family, its decided requests (approved or refused) it has not marked seen
 * (POST /api/me/notifications-seen) and, in `invitations`, the associations' proposals still waiting for its answer
 * (pending, animal not housed); for an association, its pending requests (`invitations` is 0).
 */
export interface NotificationsCount {
  count: number;
  invitations: number;
  /** Unread messages in the caller's conversations (docs/product.md#conversations). */
  messages?: number;
}

/** GET /api/health and /api/health/live. */
export interface HealthStatus {
  status: 'ok';
}

/** GET /api/health/ready: may this replica take traffic? Redis does not decide it (limits and caches fall back). */
export interface Readiness extends HealthStatus {
  database: 'ok';
  migrations: 'ok';
  redis: 'disabled' | 'ready' | 'unreachable';
}

/** A 202: the request is taken (a mail will follow); the French sentence says so. */
export interface AcceptedMessage {
  message: string;
}
