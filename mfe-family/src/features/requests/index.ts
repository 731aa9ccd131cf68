// The requests feature's public surface for other features (the animal page's request area reuses the modal).
export { MotivationModal } from './components/motivation-modal';
