import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { API_MESSAGES, FieldValidator, normalizePhone, tooLongMessage } from '@petfoster/contracts';
import { fieldErrors } from './field-errors';

/**
 * One small typed schema mechanism for every request body (class-validator is not used): each field says its
 * type, whether it is required and which @petfoster/contracts rule checks it. Unknown fields are dropped.
 */
interface Base {
  /** Message when the field is missing or blank; absent means optional. */
  required?: string;
  /** Label used in generic messages ("Le champ X est invalide"). Defaults to the key. */
  label?: string;
}
export interface StringField extends Base {
  type: 'string';
  max?: number;
  /** A contracts validator, called with the raw body as second argument (confirmPassword needs password). */
  rule?: FieldValidator;
  /** Values that are allowed (e.g. genders), with the message for anything else. */
  oneOf?: { values: readonly string[]; message: string };
  /** Optional fields: '' or null mean "not given" (edit forms send blanks for untouched fields). */
  blankIsAbsent?: boolean;
  /** Optional fields that may be cleared: '' or null become null. */
  nullable?: boolean;
  /** Passwords are checked and kept exactly as typed. */
  trim?: false;
  /** Turns what people type into the stored form before any check (phone numbers with spaces or +33). */
  normalize?: (value: string) => string;
}
export interface IntField extends Base {
  type: 'int';
  min?: number;
  max?: number;
  message?: string;
}
export interface BooleanField extends Base {
  type: 'boolean';
}
export interface DateField extends Base {
  type: 'date';
  message: string;
  blankIsAbsent?: boolean;
}
export interface ImageField extends Base {
  type: 'image';
}
/** A value the client may send but the server ignores (e.g. role on the edit form). */
export interface IgnoredField extends Base {
  type: 'ignored';
}
/** Custom normaliser: returns the parsed value, or undefined with an error message. */
export interface CustomField<T> extends Base {
  type: 'custom';
  parse: (value: unknown) => { value: T } | { error: string };
}
export type Field =
  StringField | IntField | BooleanField | DateField | ImageField | IgnoredField | CustomField<unknown>;
export type Schema = Record<string, Field>;

type ValueOf<F> = F extends StringField
  ? F extends { nullable: true }
    ? string | null
    : string
  : F extends IntField
    ? number
    : F extends BooleanField
      ? boolean
      : F extends DateField
        ? string
        : F extends ImageField
          ? string | null
          : F extends CustomField<infer T>
            ? T
            : never;
type RequiredKeys<S> = { [K in keyof S]: S[K] extends { required: string } ? K : never }[keyof S];
type IgnoredKeys<S> = { [K in keyof S]: S[K] extends IgnoredField ? K : never }[keyof S];
export type Parsed<S extends Schema> = { [K in RequiredKeys<S>]: ValueOf<S[K]> } & {
  [K in Exclude<keyof S, RequiredKeys<S> | IgnoredKeys<S>>]?: ValueOf<S[K]>;
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900;
}

function parseField(
  key: string,
  field: Field,
  raw: unknown,
  body: Record<string, unknown>,
): { value?: unknown; error?: string } {
  const label = field.label ?? key;
  const invalid = API_MESSAGES.invalidField(label);
  if (field.type === 'ignored') return {};
  if (isBlank(raw)) {
    if (field.type === 'string' && field.rule && !field.blankIsAbsent) {
      const message = field.rule(raw, body);
      if (message) return { error: message };
    }
    if (field.required) return { error: field.required };
    if (field.type === 'string' && field.nullable && raw !== undefined) return { value: null };
    if (field.type === 'image' && raw === null) return { value: null };
    return {};
  }
  switch (field.type) {
    case 'string': {
      if (typeof raw !== 'string') return { error: invalid };
      const trimmed = field.trim === false ? raw : raw.trim();
      const value = field.normalize ? field.normalize(trimmed) : trimmed;
      if (field.max !== undefined && value.length > field.max) {
        // A format rule (zip code, phone, RNA) explains a slightly long value with its SPEC 5 message; huge
        // values skip the regex.
        const ruleMessage = field.rule && value.length <= 1000 ? field.rule(value, body) : undefined;
        return { error: ruleMessage ?? tooLongMessage(label, field.max) };
      }
      if (field.rule) {
        const message = field.rule(value, body);
        if (message) return { error: message };
      }
      if (field.oneOf && !field.oneOf.values.includes(value)) return { error: field.oneOf.message };
      return { value };
    }
    case 'int': {
      const value =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^-?\d{1,10}$/.test(raw.trim())
            ? Number(raw.trim())
            : NaN;
      if (!Number.isSafeInteger(value)) return { error: field.message ?? invalid };
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
        return { error: field.message ?? invalid };
      return { value };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 'true' || raw === 'on' || raw === 1 || raw === '1') return { value: true };
      if (raw === 'false' || raw === 0 || raw === '0') return { value: false };
      return { error: invalid };
    }
    case 'date': {
      if (typeof raw !== 'string') return { error: field.message };
      const value = raw.trim().slice(0, 10);
      // Accept a full ISO timestamp from date pickers but store the calendar day only.
      if (
        !isValidIsoDate(value) ||
        (raw.trim().length > 10 && !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(raw.trim()))
      )
        return { error: field.message };
      return { value };
    }
    case 'image':
      return typeof raw === 'string' ? { value: raw } : { error: invalid };
    case 'custom': {
      const result = field.parse(raw);
      return 'error' in result ? { error: result.error } : { value: result.value };
    }
  }
}

/** Parses a body against a schema; throws a 400 listing every French message when anything is wrong. */
export function parseBody<S extends Schema>(schema: S, body: unknown): Parsed<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestException([API_MESSAGES.invalidJson]);
  }
  const source = body as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema)) {
    const raw = Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined;
    const { value, error } = parseField(key, field, raw, source);
    if (error) errors[key] = error;
    else if (value !== undefined) result[key] = value;
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return result as Parsed<S>;
}

/** `@Body(new SchemaPipe(schema))`: the generic body validator of every endpoint. */
@Injectable()
export class SchemaPipe<S extends Schema> implements PipeTransform<unknown, Parsed<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): Parsed<S> {
    return parseBody(this.schema, value ?? {});
  }
}

/** Path ids: digits only (400 otherwise); ids beyond the INT range cannot exist (404 later). */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (typeof value !== 'string' || !/^\d{1,15}$/.test(value))
      throw new BadRequestException([API_MESSAGES.invalidField('id')]);
    const id = Number(value);
    return id > 2147483647 ? -1 : id;
  }
}

/** Builds string fields from a @petfoster/contracts rule set, with the MAX_LENGTHS bounds where they exist. */
export function fieldsFromRules(
  rules: Record<string, FieldValidator>,
  maxLengths: Record<string, number>,
  options: { blankIsAbsent?: boolean } = {},
): Record<string, StringField> {
  const fields: Record<string, StringField> = {};
  for (const [key, rule] of Object.entries(rules)) {
    fields[key] = {
      type: 'string',
      rule,
      max: maxLengths[key],
      blankIsAbsent: options.blankIsAbsent,
      ...(key === 'password' || key === 'confirmPassword' ? { trim: false as const } : {}),
      ...(key === 'phone_number' ? { normalize: normalizePhone } : {}),
    };
  }
  return fields;
}

/** OpenAPI description of a body schema, so that /api/docs documents exactly what the pipe accepts. */
export function toOpenApi(schema: Schema): { type: 'object'; properties: Record<string, object>; required: string[] } {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(schema)) {
    if (field.type === 'ignored') continue;
    if (field.required) required.push(key);
    if (field.type === 'string')
      properties[key] = {
        type: 'string',
        ...(field.max ? { maxLength: field.max } : {}),
        ...(field.oneOf ? { enum: [...field.oneOf.values] } : {}),
        ...(field.nullable ? { nullable: true } : {}),
      };
    else if (field.type === 'int')
      properties[key] = {
        type: 'integer',
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
      };
    else if (field.type === 'boolean') properties[key] = { type: 'boolean' };
    else if (field.type === 'date') properties[key] = { type: 'string', format: 'date' };
    else if (field.type === 'image')
      properties[key] = {
        type: 'string',
        nullable: true,
        description: 'data URL (JPEG, PNG or GIF, 10 Mo max) or null to keep the current image',
      };
    else properties[key] = { type: 'string' };
  }
  return { type: 'object', properties, required };
}
