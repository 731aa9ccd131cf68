/**
 * Every request body and query of the API as a zod/mini schema with its French messages (docs/product.md#validation): the API's pipe
 * parses with them, /api/docs is generated from them, the registration forms validate with them. Not re-exported
 * from the package index, so the home page never loads zod: the forms and the API import
 * `@petfoster/contracts/schemas` (its sources in the bundler, its build in Node: the exports map).
 */
export * from './accounts';
export * from './animals';
export * from './requests';
export * from './account-settings';
export * from './matching';
export * from './geo';
// Activity log
export * from './activity';
export * from './admin';
export * from './team';
// Two-factor sign-in
export * from './two-factor';
// Placements
export * from './placements';
// Conversations
export * from './conversations';
// Animal gallery and placement news
export * from './gallery';
export * from './news';
// Health record and care due
export * from './health';
// Vet authorisations and expenses
export * from './vet-care';
// Urgent appeals
export * from './urgent';
// The public API for other sites
export * from './public-api';
// Saved searches and their alerts
export * from './saved-searches';
// Verified associations
export * from './verification';
export * from './moderation';
export { checkWith, formErrors, openApiSchema, type SchemaVerdict } from './errors';
export { isBlank, isValidIsoDate } from './fields';
export { ENDPOINT_SCHEMAS, endpointSchemas, type EndpointSchemas } from '../endpoints/schemas';
export type { ZodMiniType as RequestSchema, output as Parsed } from 'zod/mini';
