import { serverErrors, type ServerErrors } from './client';

/**
 * A read the API refused with its reasons (a 400 with `fields`): a query string it cannot answer (a postal code that
 * does not exist in 'Près de', a hand-edited parameter), as opposed to a failure to reach it. Screens show the
 * reasons where the parameter is chosen and keep what they showed before, instead of 'Réessayer'.
 */
export class RefusedRead extends Error {
  constructor(readonly errors: ServerErrors) {
    super([...Object.values(errors.fields), ...errors.general].join('\n'));
    this.name = 'RefusedRead';
  }
}

/** Runs a read; a readable 400 becomes a RefusedRead carrying the API's reasons, anything else is rethrown. */
export async function readOrRefusal<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const refused = await serverErrors(error);
    if (refused) throw new RefusedRead(refused);
    throw error;
  }
}

/** The API's reasons when `error` is a refused read; undefined for any other failure (or none). */
export const refusalOf = (error: unknown): ServerErrors | undefined =>
  error instanceof RefusedRead ? error.errors : undefined;
