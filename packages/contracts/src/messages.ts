/** The message catalogue (docs/product.md#messages): the French texts users read, word for word (typos included, as specified). */
export const TOAST_TITLES = { success: 'Réussi', error: 'Erreur', info: 'Info' } as const;

export const UI_MESSAGES = {
  animalAdded: (animal: string) => `${animal} a été ajouté avec succès.`,
  animalAddFailed: "Un problème est survenu lors de l'ajout de l'animal.",
  animalEdited: (animal: string) => `${animal} a été modifié avec succès.`,
  animalDeleted: "L'animal a été supprimé.",
  requestAccepted: (animal: string) => `La demande por ${animal} a été acceptée`,
  requestRejected: (animal: string) => `La demande por ${animal} a été rejetée avec succès.`,
  motivationEdited: (animal: string) => `La motivation de la demande d'accueil pour ${animal} a été modifiée`,
  requestDeleted: (animal: string) => `La demande pour ${animal} a été supprimée`,
  requestCreated: (animal: string) => `Demande d'accueil pour ${animal} réussie`,
  requestFailed: 'Une erreur est survenue',
  registrationSuccess: 'Compte créé avec succès.',
  registrationFailed: 'Un problème est survenu lors de la création du compte.',
  loginSuccess: 'Connexion réussie !',
  loginFailed: 'Mot de passe ou utilisateur incorrect',
  loginUnknownRole: 'Un problème de connexion est survenu',
  associationEdited: (name: string) => `Association ${name} modifiée avec succès.`,
  associationEditFailed: "Un problème est survenu lors de la tentative de modification de l'association.",
  familyEdited: (name: string) => `Famille ${name} modifiée avec succès.`,
  familyEditFailed: 'Un problème est survenu lors de la tentative de modification de la famille.',
  accountDeleted: 'Utilisateur supprimé avec succès',
  associationDeleteFailed: "Erreur lors de la tentative de suppression de l'association",
  familyDeleteFailed: 'Erreur lors de la tentative de suppression de la famille',
  loggedOut: 'La session est terminée',
  loginToRequest: "Connectez-vous pour faire une demande d'accueil",
  notFound: "Oups, la page demandée n'existe pas...",
  processing: 'Processing…',
} as const;

/**
 * Confirmations the issues added where SPEC.md has none (docs/behaviour.md): every deletion asks first, and an acceptance that
 * closes other requests says so before it happens. French typography: a non-breaking space before '?'.
 */
export const CONFIRM_MESSAGES = {
  deleteOwnRequestTitle: (animal: string) => `Supprimer ma demande pour ${animal}`,
  deleteOwnRequest: (animal: string) =>
    `Voulez-vous vraiment supprimer votre demande pour ${animal}\u00a0? Cette action est irréversible.`,
  deleteRefusedRequestTitle: (animal: string) => `Supprimer la demande pour ${animal}`,
  deleteRefusedRequest: (family: string, animal: string) =>
    `Voulez-vous vraiment supprimer la demande refusée de la famille ${family} pour ${animal}\u00a0? Cette action est irréversible.`,
  acceptRequestTitle: (animal: string) => `Accepter la demande pour ${animal}`,
  acceptClosesOthers: (others: number, animal: string) =>
    others === 1
      ? `Accepter cette demande refusera l'autre demande en attente pour ${animal}.`
      : `Accepter cette demande refusera les ${others} autres demandes en attente pour ${animal}.`,
  /**
   * A family deleting its account, paragraph by paragraph: what goes, what stays and why (an approved request is the
   * association's record of where its animal lives), who is told. Null: its requests are not known (still loading).
   */
  deleteFamilyAccount: (requests: { hosted: string[]; pending: number } | null): string[] => {
    if (!requests)
      return [
        "Votre compte, votre profil et vos demandes seront supprimés, sauf une demande acceptée : elle est conservée sans votre nom ni vos coordonnées, pour que l'association garde la trace de l'accueil de son animal.",
        'Cette action est irréversible.',
      ];
    const { hosted, pending } = requests;
    const animals =
      hosted.length < 2 ? (hosted[0] ?? '') : `${hosted.slice(0, -1).join(', ')} et ${hosted[hosted.length - 1]}`;
    return [
      hosted.length
        ? 'Votre compte, votre profil et vos autres demandes seront supprimés.'
        : 'Votre compte, votre profil et vos demandes seront supprimés.',
      ...(hosted.length === 1
        ? [
            `Votre demande acceptée pour ${animals} sera conservée, sans votre nom ni vos coordonnées (« Famille supprimée ») : l'association garde ainsi la trace de l'accueil de son animal. Elle en sera informée par e-mail.`,
          ]
        : hosted.length > 1
          ? [
              `Vos demandes acceptées pour ${animals} seront conservées, sans votre nom ni vos coordonnées (« Famille supprimée ») : les associations gardent ainsi la trace de l'accueil de leurs animaux. Elles en seront informées par e-mail.`,
            ]
          : []),
      ...(pending === 1
        ? ["L'association qui étudie votre demande en attente en sera informée par e-mail."]
        : pending > 1
          ? [`Les associations qui étudient vos ${pending} demandes en attente en seront informées par e-mail.`]
          : []),
      'Cette action est irréversible.',
    ];
  },
} as const;

/**
 * Deleting an animal keeps its requests: the dialog says how many are pending and what their families will see (the
 * animal's sex makes 'proposé' agree). French typography: a non-breaking space before ':'.
 */
export const ANIMAL_DELETION_MESSAGES = {
  pendingRequests: (pending: number, animal: string, gender: string) => {
    const offered = gender === 'femelle' ? 'proposée' : 'proposé';
    if (pending === 0) return `Aucune demande d'accueil n'est en attente pour ${animal}.`;
    if (pending === 1)
      return `1 demande d'accueil est en attente pour ${animal}. La famille sera prévenue par e-mail que ${animal} n'est plus ${offered}, et sa demande restera visible avec la mention « Animal retiré ».`;
    return `${pending} demandes d'accueil sont en attente pour ${animal}. Les familles seront prévenues par e-mail que ${animal} n'est plus ${offered}, et leurs demandes resteront visibles avec la mention « Animal retiré ».`;
  },
} as const;

/** 'Refuser' asks first, with an optional reason that the family reads (mail and request card). */
export const REFUSAL_MESSAGES = {
  title: (animal: string) => `Refuser la demande pour ${animal}`,
  question: (family: string, animal: string) =>
    `Refuser la demande de la famille ${family} pour ${animal}\u00a0? La famille en sera prévenue par e-mail.`,
  reasonLabel: 'Motif (facultatif), transmis à la famille',
  /** On the family's refused request card and in the request modal. */
  reasonShown: (reason: string) => `Motif de l'association\u00a0: ${reason}`,
} as const;

/** A list of French names: 'Milo', 'Milo et Luna', 'Milo, Luna et Rex'. */
const frenchList = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;

/** 'Nos demandes' filters and contact, and 'Mes demandes' once a request is approved while others wait. */
export const REQUEST_LIST_MESSAGES = {
  noMatch: 'Aucune demande ne correspond à ces filtres.',
  familyContact: 'Contact de la famille',
  otherPending: (approved: string, pending: readonly string[]) =>
    pending.length === 1
      ? `Votre demande pour ${approved} a été acceptée. Votre demande pour ${pending[0]} reste ouverte\u00a0: si vous ne pouvez pas accueillir un autre animal, retirez-la en un clic.`
      : `Votre demande pour ${approved} a été acceptée. Vos demandes pour ${frenchList(pending)} restent ouvertes\u00a0: si vous ne pouvez pas accueillir un autre animal, retirez-les en un clic.`,
  withdrawPending: (count: number) =>
    count === 1 ? 'Retirer ma demande en attente' : `Retirer mes ${count} demandes en attente`,
  withdrawPendingTitle: 'Retirer mes demandes en attente',
  withdrawPendingQuestion: (pending: readonly string[]) =>
    `Retirer ${pending.length === 1 ? 'votre demande' : 'vos demandes'} pour ${frenchList(pending)}\u00a0? ${pending.length === 1 ? "L'association en sera prévenue" : 'Les associations en seront prévenues'}. Cette action est irréversible.`,
  pendingWithdrawn: (count: number) =>
    count === 1 ? 'Votre demande en attente a été retirée.' : `Vos ${count} demandes en attente ont été retirées.`,
} as const;

/** The référent of a request (docs/product.md#association-team): the cards of both sides and 'Nos demandes'. */
export const REFERENT_MESSAGES = {
  referent: (firstname: string) => `Référent\u00a0: ${firstname}`,
  noReferent: 'Sans référent',
  familyContact: (firstname: string) => `Votre contact\u00a0: ${firstname}`,
  follow: 'Suivre cette demande',
  unfollow: 'Ne plus suivre',
  followedByMe: 'Suivies par moi',
  followed: (animal: string) => `Vous suivez désormais la demande pour ${animal}.`,
  unfollowed: (animal: string) => `Vous ne suivez plus la demande pour ${animal}.`,
  mailScopeTitle: 'E-mails des demandes',
  mailScopeFollowed: 'Recevoir les e-mails uniquement pour les demandes que je suis',
  mailScopeSaved: 'Votre choix des e-mails est enregistré.',
  mailScopeFailed: "Votre choix des e-mails n'a pas pu être enregistré.",
  chooseLabel: 'Confier à',
  nobody: 'Personne',
  assigned: (animal: string, firstname: string) => `La demande pour ${animal} est confiée à ${firstname}.`,
  unassigned: (animal: string) => `La demande pour ${animal} n'a plus de référent.`,
} as const;

/** The mail work (docs/mail.md): password reset, 'Mon compte', e-mail confirmation and unsubscribe pages (SPEC.md has none). */
export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
  passwordChangeFailed: "Le mot de passe n'a pas pu être modifié.",
  namesChanged: 'Vos nom et prénom ont été modifiés.',
  namesChangeFailed: "Vos nom et prénom n'ont pas pu être modifiés.",
  emailChangeFailed: "Le changement d'adresse n'a pas pu être demandé.",
  emailConfirmed:
    'Votre nouvelle adresse e-mail est enregistrée. Vos sessions ont été fermées : connectez-vous avec cette adresse.',
  resetRequestFailed: "La demande n'a pas pu être envoyée. Veuillez réessayer.",
  resetDone: 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
  resetFailed: "Le mot de passe n'a pas pu être modifié.",
  linkMissing: 'Ce lien est incomplet. Ouvrez le lien reçu par e-mail, sans le modifier.',
  unsubscribed:
    'Vous ne recevrez plus de notifications par e-mail. Vous pouvez les réactiver depuis la modification de votre profil.',
  unsubscribeFailed: "La désinscription n'a pas pu être enregistrée. Veuillez réessayer.",
  loginRequired: 'Connectez-vous pour gérer votre compte.',
} as const;

/** The data exports (docs/security.md#data-export): 'Mon compte' and the association's dashboard. */
export const DATA_EXPORT_MESSAGES = {
  title: 'Mes données',
  intro:
    'Téléchargez une copie de toutes les données de votre compte (profil, demandes, messages, placements, favoris, recherches, consentements et fichiers déposés), en JSON et en CSV.',
  download: 'Télécharger mes données',
  downloading: 'Préparation de vos données…',
  failed: "Vos données n'ont pas pu être téléchargées. Veuillez réessayer.",
  fileName: (day: string) => `petfoster-mes-donnees-${day}.zip`,
  associationDownload: "Exporter les données de l'association",
  associationDownloading: "Préparation des données de l'association…",
  associationFailed: "Les données de l'association n'ont pas pu être exportées. Veuillez réessayer.",
  associationFileName: (associationId: number, day: string) => `petfoster-association-${associationId}-${day}.zip`,
} as const;

/** Texts the API sends in `message` (ARCHITECTURE 3). */
export const API_MESSAGES = {
  emailTaken: 'Un compte existe déjà avec cet email.',
  invalidCredentials: 'Mot de passe ou utilisateur incorrect',
  unauthorized: 'Authentification requise.',
  forbidden: "Vous n'avez pas le droit d'effectuer cette action.",
  notFound: "La ressource demandée n'existe pas.",
  duplicateRequest: "Vous avez déjà fait une demande d'accueil pour cet animal.",
  animalHoused: 'Cet animal a déjà été accueilli.',
  alreadyDecided: 'Cette demande a déjà été traitée.',
  requestNotEditable: 'Cette demande ne peut plus être modifiée.',
  requestNotDeletable: 'Seule une demande refusée peut être supprimée.',
  placementsActive:
    "Votre compte ne peut pas être supprimé tant que des animaux de l'association sont placés en famille d'accueil. Supprimez d'abord ces animaux ou attendez la fin de leur accueil.",
  invalidJson: 'Le corps de la requête est invalide (JSON mal formé).',
  payloadTooLarge: 'La requête est trop volumineuse.',
  headersTooLarge: "L'adresse ou les en-têtes de la requête sont trop longs.",
  malformedRequest: 'La requête HTTP est mal formée.',
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans une minute.',
  invalidField: (field: string) => `Le champ ${field} est invalide`,
  requiredField: (field: string) => `Le champ ${field} est requis`,
  unknownSpecies: "L'espèce est invalide",
  invalidGender: 'Le genre doit être mâle ou femelle',
  invalidDate: 'La date de naissance est invalide',
  invalidStatus: 'Le statut doit être Approuvée ou Refusée',
  databaseUnavailable: 'Le service est momentanément indisponible.',
  migrationsPending: 'Des migrations de la base de données sont en attente.',
  imageUnavailable: 'Image momentanément indisponible',
  idempotencyKeyInvalid: "L'en-tête Idempotency-Key doit contenir de 16 à 100 lettres, chiffres, tirets ou soulignés.",
  idempotencyKeyReused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
  idempotencyInProgress: 'Cette action est déjà en cours de traitement. Réessayez dans un instant.',
  internalError: 'Une erreur interne est survenue.',
  // The mail work (docs/mail.md): password reset, account settings, unsubscribe.
  passwordResetRequested:
    'Si un compte existe avec cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé.',
  passwordResetInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  emailUnchanged: 'Cette adresse est déjà celle de votre compte.',
  emailChangeRequested: "Un lien de confirmation vient d'être envoyé à la nouvelle adresse.",
  emailChangeInvalid: 'Ce lien de confirmation est invalide ou a expiré.',
  unsubscribeInvalid: 'Ce lien de désinscription est invalide.',
  // Référent of a request (docs/product.md#association-team)
  referentRequired: 'Le champ user_id est requis (null pour retirer le référent)',
  referentInvalid: "L'identifiant du référent est invalide",
  referentNotEligible:
    "Ce compte ne peut pas suivre cette demande : il doit être administrateur ou référent de l'association.",
  mailScopeInvalid: 'Le choix des e-mails doit être « all » ou « followed »',
  // Two-factor sign-in (docs/security.md#two-factor-sign-in)
  twoFactorCodeRequired: 'Saisissez le code de vérification.',
  twoFactorCodeInvalid: 'Code invalide. Saisissez les 6 chiffres affichés par votre application.',
  mfaCodeWrong: 'Code de vérification invalide.',
  mfaTokenInvalid: 'Cette étape de connexion a expiré. Reconnectez-vous avec votre mot de passe.',
  twoFactorAlreadyEnabled: 'La double authentification est déjà activée sur ce compte.',
  twoFactorNotStarted: 'Commencez par afficher le QR code de la double authentification.',
  twoFactorNotEnabled: "La double authentification n'est pas activée sur ce compte.",
  passwordWrong: 'Le mot de passe est incorrect.',
} as const;
