// The invitations feature's public surface ('Propositions reçues' in 'Mes demandes').
export { ReceivedInvitations } from './components/received-invitations';
