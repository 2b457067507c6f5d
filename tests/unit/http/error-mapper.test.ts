import { describe, expect, it, vi } from 'vitest';
import { mapError } from '#http/error-mapper';
import { BadRequestError, UnauthorizedError, notFound } from '#domain/errors';
import { MethodNotAllowedError } from '#http/errors';

const body = (r: { body?: string }) => JSON.parse(r.body ?? '{}');

describe('error mapper', () => {
  const log = { error: vi.fn() };

  it('maps NotFound to 404 with its message', () => {
    const res = mapError(notFound('Location', 123), log);
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({
      statusCode: 'Failure',
      statusMessage: 'Not found.',
      messages: ['Location 123 was not found.'],
    });
  });

  it('maps a bad request to 400 with field messages', () => {
    const res = mapError(
      new BadRequestError('bad', { locationId: ['locationId must be a positive whole number.'] }),
      log,
    );
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      statusCode: 'Failure',
      messages: ['locationId must be a positive whole number.'],
      errors: { locationId: ['locationId must be a positive whole number.'] },
    });
  });

  it('maps a wrong method to 405 with an Allow header', () => {
    const res = mapError(new MethodNotAllowedError('DELETE is not allowed.', ['GET']), log);
    expect(res.statusCode).toBe(405);
    expect(res.headers?.allow).toBe('GET');
  });

  it('maps other HTTP errors to their status', () => {
    expect(mapError(new UnauthorizedError('Sign in to continue.'), log).statusCode).toBe(401);
  });

  it('maps anything unexpected to a generic 500, logs it, and never leaks the message or stack', () => {
    const err = new Error('ConditionalCheckFailed on pk T#co#SECRET');
    const res = mapError(err, log);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SECRET');
    expect(res.body).not.toContain('at ');
    expect(body(res).statusCode).toBe('Error');
    expect(log.error).toHaveBeenCalledWith(expect.any(String), err);
  });
});
