// Vet authorisations and expenses on the association's placement page (docs/product.md#vet-authorisations, #expenses).
export { ExpensesReview, VetAuthorisationsSection } from './association-vet-care';
