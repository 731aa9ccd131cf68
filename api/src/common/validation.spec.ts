import { BadRequestException } from '@nestjs/common';
import { API_MESSAGES, MESSAGES } from '@petfoster/contracts';
import { IdPipe, parseBody } from './validation';
import { associationRegistrationSchema } from '../associations/dto/associations.schemas';

function messagesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof BadRequestException) return (error.getResponse() as { message: string[] }).message;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('parseBody', () => {
  const schema = {
    name: { type: 'string', required: 'nom requis', max: 5 },
    age: { type: 'int', min: 0 },
    garden: { type: 'boolean' },
  } as const;

  it('keeps known fields, trims strings, coerces numeric strings and drops unknown fields', () => {
    expect(parseBody(schema, { name: ' Rex ', age: '3', garden: true, role: 'admin' })).toEqual({
      name: 'Rex',
      age: 3,
      garden: true,
    });
  });

  it('rejects wrong types with a French message instead of letting them reach the database', () => {
    expect(messagesOf(() => parseBody(schema, { name: ['a'], age: { $gt: 1 }, garden: 'maybe' }))).toEqual([
      API_MESSAGES.invalidField('name'),
      API_MESSAGES.invalidField('age'),
      API_MESSAGES.invalidField('garden'),
    ]);
  });

  it('reports missing and over-long values', () => {
    expect(messagesOf(() => parseBody(schema, {}))).toEqual(['nom requis']);
    expect(messagesOf(() => parseBody(schema, { name: 'abcdef' }))[0]).toMatch(/5 caractères/);
  });

  it('applies the SPEC 5 rules of @petfoster/contracts to registration', () => {
    const messages = messagesOf(() =>
      parseBody(associationRegistrationSchema, {
        email: 'x',
        password: 'Abc123',
        confirmPassword: 'Abc124',
        RNA_code: 'w123',
      }),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        MESSAGES.emailInvalid,
        MESSAGES.confirmPasswordMismatch,
        MESSAGES.rnaFormat,
        MESSAGES.lastnameRequired,
        MESSAGES.nameAssociationRequired,
      ]),
    );
  });

  it('refuses a body that is not an object', () => {
    expect(messagesOf(() => parseBody(schema, [1, 2]))).toEqual([API_MESSAGES.invalidJson]);
  });
});

describe('IdPipe', () => {
  it('accepts digits only', () => {
    expect(new IdPipe().transform('42')).toBe(42);
    expect(() => new IdPipe().transform('4e2')).toThrow(BadRequestException);
    expect(() => new IdPipe().transform('-1')).toThrow(BadRequestException);
  });
});
