// The placements feature's public surface for the pages and the dashboard.
export { useFamilyPlacements, usePlacement } from './hooks/use-placements';
export { PlacementsList } from './components/placements-list';
export { EndRequestForm } from './components/end-request-form';
export { AdoptionWish } from './components/adoption-wish';
export { AssociationContact } from './components/association-contact';
export { familyNextStep, currentFirst, periodText } from './placement-next-step';
export { MyPlacements } from './components/my-placements';
