import type { AssociationRole } from './enums';

/*
 * The association's team: members and invitations (docs/product.md#association-team). Answers, limits and the French
 * texts of the API and of the 'Équipe' and 'Rejoindre' pages.
 */

/** How long an invitation link works. */
export const MEMBER_INVITATION_LIFETIME_DAYS = 7;
/** Invitations an association may send in 24 hours. */
export const MEMBER_INVITATIONS_PER_DAY = 20;

/** One member of the team, as GET /api/associations/{id}/members lists it. */
export interface TeamMember {
  user_id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: AssociationRole;
  joined_at: string;
}

/** An invitation not used yet and not expired. */
export interface PendingMemberInvitation {
  id: number;
  email: string;
  role: AssociationRole;
  expires_at: string;
  created_at: string;
}

export interface TeamAnswer {
  members: TeamMember[];
  invitations: PendingMemberInvitation[];
}

/** What the 'Rejoindre' page shows before the account is created. */
export interface MemberInvitationPreview {
  association_name: string;
  email: string;
  role: AssociationRole;
}

export const TEAM_MESSAGES = {
  // API
  emailHasAccount:
    'Cette adresse e-mail a déjà un compte PetFoster : un compte appartient à une seule association ou à une seule famille.',
  invitationsLimit: `Votre association a déjà envoyé ${MEMBER_INVITATIONS_PER_DAY} invitations aujourd'hui. Réessayez demain.`,
  invitationInvalid: "Ce lien d'invitation est invalide, a déjà servi ou a expiré. Demandez une nouvelle invitation.",
  lastAdmin: "L'association doit garder au moins un administrateur.",
  roleRequired: 'Le rôle est requis',
  roleInvalid: 'Le rôle doit être Administrateur, Référent ou Bénévole',
  // 'Équipe'
  teamTitle: 'Équipe',
  membersTitle: 'Membres',
  invitationsTitle: 'Invitations en attente',
  noInvitations: 'Aucune invitation en attente.',
  inviteTitle: 'Inviter un membre',
  inviteSubmit: "Envoyer l'invitation",
  invited: (email: string) => `Invitation envoyée à ${email}.`,
  roleChanged: (name: string) => `Le rôle de ${name} a été modifié.`,
  removeButton: 'Retirer',
  removeTitle: (name: string) => `Retirer ${name} de l'équipe`,
  removeQuestion: (name: string) =>
    `Retirer ${name} de l'équipe\u00a0? Son compte et ses données personnelles seront supprimés\u00a0; les animaux et les demandes de l'association restent.`,
  removed: (name: string) => `${name} a été retiré de l'équipe.`,
  leaveButton: "Quitter l'équipe",
  leaveTitle: "Quitter l'équipe",
  leaveQuestion:
    "Quitter l'équipe\u00a0? Votre compte et vos données personnelles seront supprimés\u00a0; les animaux et les demandes de l'association restent.",
  left: "Vous avez quitté l'équipe. Votre compte est supprimé.",
  failed: 'Une erreur est survenue',
  // 'Rejoindre'
  joinTitle: (association: string) => `Rejoindre ${association}`,
  joinIntro: (email: string, role: string) => `Votre compte sera créé avec l'adresse ${email}, comme ${role}.`,
  joinSubmit: "Créer mon compte et rejoindre l'équipe",
  joined: (association: string) => `Bienvenue dans l'équipe de ${association}.`,
  joinedSignIn: (association: string) =>
    `Votre compte est créé. ${association} demande la double authentification : connectez-vous pour l'activer.`,
} as const;

/**
 * POST /api/member-invitations/accept: a session for the new member, or, when its association requires two-factor
 * sign-in, none yet: the member signs in and sets it up first (docs/security.md#two-factor-sign-in).
 */
export type MemberInvitationAccepted = { token: string } | { mfa_setup_required: true };
