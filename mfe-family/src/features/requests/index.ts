// The requests feature's public surface for other features (the animal page's request area reuses the modal; the
// account deletion's warning reads the family's requests).
export { MotivationModal } from './components/motivation-modal';
export { useFamilyRequests } from './hooks/use-family-requests';
