// The health record on the family's placement page (docs/product.md#health-record).
export { HealthRecord } from '@petfoster/platform/screens';
