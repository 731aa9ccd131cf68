// The animals feature's public surface for other features (the family finder lists the association's animals).
export { useAssociationAnimals } from './hooks/use-association-animals';
