import { Logger, type ArgumentsHost } from '@nestjs/common';
import { API_ERRORS } from '@petfoster/contracts';
import { AllExceptionsFilter } from './all-exceptions.filter';

/** What the filter answers for `exception`, read from a fake Express response. */
function answerTo(exception: unknown): { status: number; body: Record<string, unknown> } {
  const answer = { status: 0, body: {} as Record<string, unknown> };
  const response = {
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return this;
    },
    json(body: Record<string, unknown>) {
      answer.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return answer;
}

describe('AllExceptionsFilter codes for what no service threw on purpose', () => {
  beforeAll(() => {
    // The filter logs unexpected errors; the test does not need to see them.
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  it('internal_error for an unexpected failure, without its details', () => {
    const { status, body } = answerTo(new Error('secret stack'));
    expect(status).toBe(500);
    expect(body).toEqual({
      statusCode: 500,
      code: 'internal_error',
      message: API_ERRORS.internal_error.message,
      error: 'Internal Server Error',
    });
  });

  it('service_unavailable when the database cannot be reached', () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const { status, body } = answerTo(lost);
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 'service_unavailable', message: API_ERRORS.service_unavailable.message });
  });
});
