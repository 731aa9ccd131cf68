// The invitations feature's public surface: 'Propositions reçues' in 'Mes demandes', and the proposal on an animal's page.
export { ReceivedInvitations } from './components/received-invitations';
export { DeclineInvitationDialog } from './components/decline-invitation-dialog';
export { prefilledMotivation, usePendingInvitation } from './hooks/use-family-invitations';
