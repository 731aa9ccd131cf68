// The health record and what is due (docs/product.md#health-record): the animal page's record, the dashboard's cards.
export { HealthRecord } from '@petfoster/platform/screens';
export { CareDueCards } from './care-due-cards';
