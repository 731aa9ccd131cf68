// Vet authorisations and expenses on the family's placement page (docs/product.md#vet-authorisations, #expenses).
export { FamilyExpenses, VetAuthorisationLinks } from './family-vet-care';
