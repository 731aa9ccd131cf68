import * as z from 'zod/mini';
import { isOnlyMarkup, MARKUP_ONLY_MESSAGE, stripMarkup } from '../markup';
import { API_MESSAGES } from '../messages';
import { tooLongMessage } from '../validation';

/*
 * Field builders for the request schemas: zod/mini schemas that carry the docs/product.md#validation French messages. They only decide
 * how a value that forms and clients send is read (blank, trimmed, numeric string...); every rule is a zod check.
 *
 * Presence: required (blank is the field's required message), 'optional' (blank means "not given": edit forms send
 * untouched fields blank), 'nullable' (blank clears the value: null).
 */

export type Required = { required: string };
export type Presence = Required | 'optional' | 'nullable';

/** A schema typed by what a client sends (`Input`) and what the API receives (`Output`). */
export type Field<Output, Input = Output> = z.ZodMiniType<Output, Input>;
/** An optional field: an optional key of its object. */
export type OptionalField<Output, Input = Output> = z.ZodMiniOptional<Field<Output, Input | null>>;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const blankTo =
  (presence: Presence) =>
  (value: unknown): unknown => {
    if (!isBlank(value)) return value;
    // Blank reaches the value schema as undefined (its required message) or null where a field may be cleared.
    return presence === 'nullable' && value !== undefined ? null : undefined;
  };

/** Type errors say the required message for a missing value and `message` for anything else. */
const typeError = (message: string, presence: Presence) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined && typeof presence === 'object' ? presence.required : message,
});

/** Applies the presence rule around a value schema (whose type errors already speak French). */
function withPresence(presence: Presence, value: z.ZodMiniType): z.ZodMiniType {
  const read = z.transform(blankTo(presence));
  if (typeof presence === 'object') return z.pipe(read, value);
  return z.optional(z.pipe(read, presence === 'nullable' ? z.optional(z.nullable(value)) : z.optional(value)));
}

export interface TextOptions {
  /** Name used in the generic messages ("Le champ X est invalide", "... ne doit pas dépasser"). */
  label: string;
  max?: number;
  /** The validation rules (docs/product.md#validation), applied in order after trimming (and normalising). */
  checks?: z.core.$ZodCheck<string>[];
  /** Passwords are checked and kept exactly as typed: not trimmed, and their markup is not removed. */
  keepSpaces?: boolean;
  /** Turns what people type into the stored form before any rule (phone numbers with spaces or +33). */
  normalize?: (value: string) => string;
}

/** Longer values are refused before any pattern runs, so no regular expression ever sees a huge string. */
const PATTERN_GUARD_LENGTH = 1000;

export function text(presence: Required, options: TextOptions): Field<string>;
export function text(presence: 'optional', options: TextOptions): OptionalField<string>;
export function text(presence: 'nullable', options: TextOptions): OptionalField<string | null>;
export function text(presence: Presence, { label, max, checks = [], keepSpaces, normalize }: TextOptions) {
  const tooLong = max !== undefined ? tooLongMessage(label, max) : '';
  const value = z.string(typeError(API_MESSAGES.invalidField(label), presence)).check(
    ...(max !== undefined ? [z.maxLength(Math.max(PATTERN_GUARD_LENGTH, max), { message: tooLong, abort: true })] : []),
    // The markup rule of every text field (../markup.ts, README "Design notes"): tags go, a text of tags only is refused.
    ...(keepSpaces
      ? []
      : [
          z.trim(),
          z.refine<string>((typed) => !isOnlyMarkup(typed), { message: MARKUP_ONLY_MESSAGE, abort: true }),
          z.overwrite<string>((typed) => stripMarkup(typed).trim()),
        ]),
    ...(normalize ? [z.overwrite(normalize)] : []),
    ...checks,
    // A format rule (zip code, phone, RNA) explains a slightly long value with its own message: it comes first.
    ...(max !== undefined ? [z.maxLength(max, tooLong)] : []),
  );
  return withPresence(presence, value);
}

/** One of a fixed list of strings (gender, decision status). */
export function oneOf<const T extends readonly [string, ...string[]]>(
  presence: Required,
  values: T,
  message: string,
): Field<T[number], string>;
export function oneOf<const T extends readonly [string, ...string[]]>(
  presence: 'optional',
  values: T,
  message: string,
): OptionalField<T[number], string>;
export function oneOf(presence: Presence, values: readonly [string, ...string[]], message: string) {
  const value = z.pipe(
    z.transform((raw: unknown) => (typeof raw === 'string' ? raw.trim() : raw)),
    z.enum(values, typeError(message, presence)),
  );
  return withPresence(presence, value);
}

const DIGITS = /^-?\d{1,10}$/;
/** Numbers as JSON numbers or as the digit strings that HTML forms send. */
const toInteger = (value: unknown): unknown =>
  typeof value === 'string' ? (DIGITS.test(value.trim()) ? Number(value.trim()) : Number.NaN) : value;

export interface IntegerOptions {
  label: string;
  min?: number;
  max?: number;
  /** Message for anything else than a whole number in range; defaults to "Le champ <label> est invalide". */
  message?: string;
}

export function integer(presence: Required, options: IntegerOptions): Field<number, number | string>;
export function integer(presence: 'optional', options: IntegerOptions): OptionalField<number, number | string>;
export function integer(presence: Presence, options: IntegerOptions) {
  const message = options.message ?? API_MESSAGES.invalidField(options.label);
  const value = z.pipe(
    z.transform(toInteger),
    z
      .int(typeError(message, presence))
      .check(
        ...(options.min !== undefined ? [z.gte(options.min, message)] : []),
        ...(options.max !== undefined ? [z.lte(options.max, message)] : []),
      ),
  );
  return withPresence(presence, value);
}

const TRUE_VALUES: unknown[] = [true, 'true', 'on', 1, '1'];
const FALSE_VALUES: unknown[] = [false, 'false', 0, '0'];

/** A checkbox: JSON booleans, or what forms send for them. Blank means "not given". */
export function flag(label: string): OptionalField<boolean, boolean | string> {
  const value = z.pipe(
    z.transform((raw: unknown) => (TRUE_VALUES.includes(raw) ? true : FALSE_VALUES.includes(raw) ? false : raw)),
    z.boolean(typeError(API_MESSAGES.invalidField(label), 'optional')),
  );
  return withPresence('optional', value) as OptionalField<boolean, boolean | string>;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DAY_OR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A real calendar day from 1900 on, written YYYY-MM-DD. */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900;
}

export interface DayOptions {
  message: string;
  /** The latest day accepted, read when the value is checked (a birth date is never in the future). */
  latest?: () => string;
}

/** A calendar day; a date picker's full ISO timestamp is accepted and stored as its day. */
export function day(presence: Required, options: DayOptions): Field<string>;
export function day(presence: 'optional', options: DayOptions): OptionalField<string>;
export function day(presence: 'nullable', options: DayOptions): OptionalField<string | null>;
export function day(presence: Presence, { message, latest }: DayOptions) {
  const value = z.pipe(
    z.string(typeError(message, presence)).check(z.trim(), z.regex(ISO_DAY_OR_TIMESTAMP, message)),
    z.pipe(
      z.transform((raw: string) => raw.slice(0, 10)),
      z
        .string()
        .check(
          z.refine<string>(isValidIsoDate, message),
          ...(latest ? [z.refine<string>((value) => value <= latest(), message)] : []),
        ),
    ),
  );
  return withPresence(presence, value);
}

/** An image as a data URL (its bytes are checked by the API's image service), or null to remove it. */
export function image(): OptionalField<string | null> {
  // A blank string means "keep the current image"; only an explicit null removes it.
  const value = z.pipe(
    z.transform((raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? undefined : raw)),
    z.optional(z.nullable(z.string(typeError(API_MESSAGES.invalidField('url_image'), 'optional')))),
  );
  return z.optional(value) as unknown as OptionalField<string | null>;
}

/**
 * A value read by a function that returns it, or null when it is not acceptable (housing type, animal count);
 * `documented` is what /api/docs shows for it.
 */
export function parsed<T, Input>(
  presence: Required,
  parse: (value: unknown) => T | null,
  message: string,
  documented: Record<string, unknown>,
): Field<T, Input>;
export function parsed<T, Input>(
  presence: 'optional',
  parse: (value: unknown) => T | null,
  message: string,
  documented: Record<string, unknown>,
): OptionalField<T, Input>;
export function parsed<T, Input>(
  presence: 'nullable',
  parse: (value: unknown) => T | null,
  message: string,
  documented: Record<string, unknown>,
): OptionalField<T | null, Input>;
export function parsed<T>(
  presence: Presence,
  parse: (value: unknown) => T | null,
  message: string,
  documented: Record<string, unknown>,
) {
  const value = z.pipe(
    z.transform((raw: unknown): unknown => (raw === undefined ? undefined : parse(raw))),
    z.custom<T, unknown>((result) => result !== null && result !== undefined, typeError(message, presence)),
  );
  return withPresence(presence, value.register(z.globalRegistry, documented));
}
