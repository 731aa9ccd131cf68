// The invitations feature's public surface: 'Propositions reçues' in 'Mes demandes', and the proposal on an animal's page.
export { ReceivedInvitations } from './components/received-invitations';
export { prefilledMotivation, useDeclineInvitation, usePendingInvitation } from './hooks/use-family-invitations';
