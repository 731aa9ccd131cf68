import type { input as SchemaInput, ZodMiniType } from 'zod/mini';
import type { AccessAction } from '../access-actions';

/*
 * The shape of an entry of the endpoint table and the types a client derives from it. Type-only where zod is
 * concerned: the table is exported from the package index, which never loads zod (the schema objects themselves are
 * attached in ./schemas.ts, reached through the schemas entry by the API and the forms).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A type carried by the table without a value at run time (as zod's own `_output`): `_type` is never set, only its
 * type is read. Lets the table name a schema's type without importing the schema, and an answer's type.
 */
export interface Carries<T> {
  readonly _type: T;
}

const CARRIER = Object.freeze({});

/** The answer's type of an endpoint: `answer<Animal>()`; `answer<void>()` for the 202/204 ones without a body. */
export const answer = <T>(): Carries<T> => CARRIER as Carries<T>;

/** The request schema (body or query) that the API parses with, named by its type: `schema<typeof loginSchema>()`. */
export const schema = <S extends ZodMiniType>(): Carries<S> => CARRIER as Carries<S>;

export interface EndpointSpec {
  method: HttpMethod;
  /** As Nest and Express spell it, path parameters included (`/api/animals/:id`). */
  path: `/${string}`;
  /** What the caller does, for the access policy. */
  action: AccessAction;
  body?: Carries<ZodMiniType>;
  query?: Carries<ZodMiniType>;
  answer: Carries<unknown>;
}

type Carried<C> = C extends Carries<infer T> ? T : never;

/** `{ id: … }` for `/api/animals/:id`; `{}` when the path has no parameter. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: number | string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in ParamName<Name>]: number | string }
    : Record<never, never>;
/** `id` of `:id.pdf`: a parameter ends where its word does, as pathOf and Express read it. */
type ParamName<Name extends string> = Name extends `${infer Word}.${string}` ? Word : Name;

export type ParamsOf<E extends EndpointSpec> = PathParams<E['path']>;

/** What a client sends as the body: the schema's input (what the API's pipe accepts before reading it). */
export type BodyOf<E extends EndpointSpec> = E extends { body: Carries<infer S extends ZodMiniType> }
  ? SchemaInput<S>
  : never;

/**
 * What a client may put in the query string: the schema's parameter names, each as text (or a number or a flag
 * written as text). The API reads the words and answers a 400 with the field's message for one it cannot read.
 */
export type QueryOf<E extends EndpointSpec> = E extends { query: Carries<infer S extends ZodMiniType> }
  ? { [K in keyof SchemaInput<S>]?: string | number | boolean }
  : never;

export type AnswerOf<E extends EndpointSpec> = Carried<E['answer']>;

/** The path with its parameters filled in and encoded, without the leading slash (relative to the API's origin). */
export function pathOf(path: string, params: Record<string, number | string> = {}): string {
  return path.slice(1).replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
