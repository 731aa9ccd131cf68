import { apiError, type CodeWithStatus } from './api-error';

/** A 403: `forbidden` by default, or a more precise code of the table whose status is 403. */
export const forbidden = (code: CodeWithStatus<403> = 'forbidden') => apiError(code);
export const notFound = () => apiError('not_found');
