/**
 * The association's activity log (docs/product.md#association-team): what each member changed on the association's
 * animals, requests, members and profile. The API writes an entry in the transaction of each such write and answers
 * GET /api/associations/:id/activity with these entries; the 'Journal d'activité' screen reads them with the French
 * labels below.
 */

/** What a logged write did. Members, invitations and roles are logged by their own services with the names below. */
export const ACTIVITY_ACTIONS = [
  'animal.created',
  'animal.updated',
  'animal.deleted',
  'request.approved',
  'request.rejected',
  'request.deleted',
  'request.referentChanged',
  'association.updated',
  'association.securityChanged',
  'member.invited',
  'member.joined',
  'member.roleChanged',
  'member.removed',
  // Health record (docs/product.md#health-record): logged on the animal, so its filter finds them
  'health.added',
  'health.updated',
  'health.deleted',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ENTITIES = ['animal', 'request', 'association', 'member', 'invitation'] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** The author of an entry: null user_id and 'Ancien membre' once the member has left the team (RGPD art. 17). */
export interface ActivityActor {
  user_id: number | null;
  name: string;
}

/** Field values as stored: only the fields the write changed, never a password, hash, token or image bytes. */
export type ActivityFields = Record<string, string | number | boolean | null>;

export interface ActivityEntry {
  id: number;
  /** ISO date-time of the write. */
  at: string;
  actor: ActivityActor;
  action: ActivityAction;
  entity: ActivityEntity;
  entity_id: number | null;
  before: ActivityFields | null;
  after: ActivityFields | null;
}

/** The name an entry shows once its author has left the team and its personal data was erased. */
export const FORMER_MEMBER_NAME = 'Ancien membre';

/** Paging of GET /api/associations/:id/activity. */
export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_PAGE_MAX = 100;

/** Entries older than this are deleted (storage limitation, RGPD art. 5(1)(e); docs/operations.md#activity-retention). */
export const ACTIVITY_RETENTION_DAYS = 365;

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  'animal.created': 'a ajouté l’animal',
  'animal.updated': 'a modifié l’animal',
  'animal.deleted': 'a supprimé l’animal',
  'request.approved': 'a accepté la demande',
  'request.rejected': 'a refusé la demande',
  'request.deleted': 'a supprimé la demande',
  'request.referentChanged': 'a changé le référent de la demande',
  'association.updated': 'a modifié le profil de l’association',
  'association.securityChanged': 'a changé la double authentification exigée des membres',
  'member.invited': 'a invité un membre',
  'member.joined': 'a rejoint l’équipe',
  'member.roleChanged': 'a changé le rôle d’un membre',
  'member.removed': 'a retiré un membre',
  'health.added': 'a ajouté une entrée au carnet de santé de l’animal',
  'health.updated': 'a modifié une entrée du carnet de santé de l’animal',
  'health.deleted': 'a supprimé une entrée du carnet de santé de l’animal',
};

export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntity, string> = {
  animal: 'Animal',
  request: 'Demande',
  association: 'Association',
  member: 'Membre',
  invitation: 'Invitation',
};

/** French names of the logged fields; a field not listed shows under its own name. */
export const ACTIVITY_FIELD_LABELS: Record<string, string> = {
  referent_user_id: 'Référent (n° de membre)',
  require_2fa: 'Double authentification exigée',
  name: 'Nom',
  breed: 'Race',
  gender: 'Sexe',
  date_of_birth: 'Date de naissance',
  description: 'Description',
  species_id: 'Espèce',
  size: 'Taille',
  good_with_children: 'Ententes avec les enfants',
  good_with_cats: 'Ententes avec les chats',
  good_with_dogs: 'Ententes avec les chiens',
  identification_type: 'Identification',
  identification_number: 'Numéro d’identification',
  sterilised: 'Stérilisé',
  urgent: 'Urgent',
  urgent_reason: 'Raison de l’urgence',
  url_image: 'Photo',
  url_thumbnail: 'Miniature',
  status: 'Statut',
  refusal_reason: 'Motif du refus',
  closed_reason: 'Raison de clôture',
  family_id: 'Famille',
  animal_id: 'Animal',
  animal_name: 'Nom de l’animal',
  name_association: 'Nom de l’association',
  RNA_code: 'Code RNA',
  lastname: 'Nom du contact',
  firstname: 'Prénom du contact',
  phone_number: 'Téléphone',
  address: 'Adresse',
  zip_code: 'Code postal',
  city: 'Ville',
  department: 'Département',
  latitude: 'Latitude',
  longitude: 'Longitude',
  notifications_enabled: 'Notifications par e-mail',
  role: 'Rôle',
  email: 'E-mail',
  // Health record entries
  health_entry_id: 'Entrée du carnet (n°)',
  type: 'Type de soin',
  date: 'Date du soin',
  next_due: 'Prochaine échéance',
  product: 'Produit',
  result: 'Résultat',
  vet: 'Vétérinaire',
  note: 'Note',
  kg: 'Poids (kg)',
  from: 'Début du traitement',
  to: 'Fin du traitement',
  dosage: 'Posologie',
  added_by: 'Ajouté par',
};
