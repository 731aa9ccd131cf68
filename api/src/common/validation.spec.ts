import { BadRequestException } from '@nestjs/common';
import { API_MESSAGES, MESSAGES } from '@petfoster/contracts';
import { chosenPassword, COMMON_PASSWORD_MESSAGE } from '@petfoster/contracts/common-passwords';
import { associationRegistration, createRequestSchema, type RequestSchema } from '@petfoster/contracts/schemas';
import { IdPipe, SchemaPipe } from './validation';

function messagesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof BadRequestException) return (error.getResponse() as { message: string[] }).message;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('SchemaPipe', () => {
  const parse = (schema: RequestSchema, body: unknown) => new SchemaPipe(schema).transform(body);

  it('keeps known fields, trims strings, reads form values and drops unknown fields', () => {
    expect(parse(createRequestSchema, { animal_id: '3', motivation: ' Grand jardin ', role: 'admin' })).toEqual({
      animal_id: 3,
      motivation: 'Grand jardin',
    });
  });

  it('rejects wrong types with a French message instead of letting them reach the database', () => {
    expect(messagesOf(() => parse(createRequestSchema, { animal_id: { $gt: 1 }, motivation: ['a'] }))).toEqual([
      API_MESSAGES.invalidField('animal_id'),
      API_MESSAGES.invalidField('motivation'),
    ]);
  });

  it('reports missing and over-long values', () => {
    expect(messagesOf(() => parse(createRequestSchema, {}))).toEqual([API_MESSAGES.requiredField('animal_id')]);
    expect(messagesOf(() => parse(createRequestSchema, { animal_id: 1, motivation: 'a'.repeat(5001) }))[0]).toMatch(
      /5000 caractères/,
    );
  });

  it('applies the validation rules (docs/product.md#validation) and the common-password list to registration', () => {
    const messages = messagesOf(() =>
      parse(associationRegistration(chosenPassword), {
        email: 'x',
        password: 'Azerty123',
        confirmPassword: 'Abc124',
        RNA_code: 'w123',
      }),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        MESSAGES.emailInvalid,
        COMMON_PASSWORD_MESSAGE,
        MESSAGES.confirmPasswordMismatch,
        MESSAGES.rnaFormat,
        MESSAGES.lastnameRequired,
        MESSAGES.nameAssociationRequired,
      ]),
    );
  });

  it('refuses a body that is not an object', () => {
    expect(messagesOf(() => parse(createRequestSchema, [1, 2]))).toEqual([API_MESSAGES.invalidJson]);
  });
});

describe('IdPipe', () => {
  it('accepts digits only', () => {
    expect(new IdPipe().transform('42')).toBe(42);
    expect(() => new IdPipe().transform('4e2')).toThrow(BadRequestException);
    expect(() => new IdPipe().transform('-1')).toThrow(BadRequestException);
  });
});
