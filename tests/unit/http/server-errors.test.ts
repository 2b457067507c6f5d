/**
 * Failures do not hide as success: a workflow that failed for a system reason answers 503 with
 * Retry-After (so the payment provider retries its postback) and is counted, and every 5xx the
 * pipeline handles is counted for its context (no Lambda error would show it), on AWS. 4xx answers are
 * counted for their context too (ClientErrors), since API Gateway counts them only API-wide.
 */
import type { SFNClient } from '@aws-sdk/client-sfn';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERRORS_METRIC, SERVER_ERRORS_METRIC } from '#adapters/observability/index';
import { startPaymentPostback, useWorkflowRunner } from '#adapters/workflows/index';
import { createStepFunctionsRunner } from '#adapters/workflows/aws';
import { BadRequestError, ForbiddenError, NotFoundError } from '#domain/errors';
import { toTenantId } from '#domain/tenant-id';
import { withApiMiddleware } from '#http/pipeline';
import { captureMetrics, type MetricCapture } from '../adapters/emf.ts';

const event = {
  rawPath: '/v1/tenant/co/SpotReservation/payment-postback',
  requestContext: { requestId: 'r-1', http: { method: 'POST' } },
  headers: {},
} as unknown as APIGatewayProxyEventV2;
const context = { functionName: 'test', awsRequestId: 'a-1' } as unknown as Context;

let metrics: MetricCapture;
const counted = () => metrics.counted();

beforeEach(() => {
  process.env.POSTBACK_STATE_MACHINE_ARN = 'arn:aws:states:us-west-2:123456789012:stateMachine:postback';
  metrics = captureMetrics();
});

afterEach(() => {
  vi.restoreAllMocks();
  metrics.stop();
  delete process.env.POSTBACK_STATE_MACHINE_ARN;
});

describe('5xx answers on AWS', () => {
  it('a postback whose workflow timed out answers 503 with Retry-After and counts the failure', async () => {
    const timedOut = { send: async () => ({ status: 'TIMED_OUT' }) } as unknown as SFNClient;
    useWorkflowRunner(createStepFunctionsRunner(timedOut));
    const handler = withApiMiddleware('reservations', async () => {
      await startPaymentPostback({ tenantId: toTenantId('co') } as Parameters<
        typeof startPaymentPostback
      >[0]);
      return { statusCode: 200, body: '{}' };
    });
    const res = await handler(event, context);
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(res.body ?? '{}')).toMatchObject({ statusCode: 'Error' });
    expect(counted()).toEqual([
      'PostbacksReceived service=campfire',
      'PostbacksReceived service=campfire tenant=co',
      'WorkflowFailures service=campfire',
      'WorkflowFailures service=campfire tenant=co',
      'PostbackFailures service=campfire',
      'PostbackFailures service=campfire tenant=co',
      `${SERVER_ERRORS_METRIC} service=campfire context=reservations`,
    ]);
  });

  it('an unexpected error answers 500 and is counted for its context', async () => {
    const handler = withApiMiddleware('cart', async () => {
      throw new Error('boom');
    });
    expect((await handler(event, context)).statusCode).toBe(500);
    expect(counted()).toEqual([`${SERVER_ERRORS_METRIC} service=campfire context=cart`]);
  });

  it('a client error is not counted as a server error', async () => {
    const handler = withApiMiddleware('cart', async () => {
      throw new NotFoundError('No such cart.');
    });
    expect((await handler(event, context)).statusCode).toBe(404);
    expect(counted()).not.toContainEqual(expect.stringContaining(SERVER_ERRORS_METRIC));
  });
});

describe('4xx answers on AWS', () => {
  it('each is counted once for its context', async () => {
    const errors = [
      new NotFoundError('No such cart.'),
      new BadRequestError('Bad.', { body: ['Bad.'] }),
      new ForbiddenError('Not yours.'),
    ];
    const handler = withApiMiddleware('customers', async () => {
      throw errors.shift();
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await handler(event, context)).statusCode);
    expect(statuses).toEqual([404, 400, 403]);
    expect(counted()).toEqual(Array(3).fill(`${CLIENT_ERRORS_METRIC} service=campfire context=customers`));
  });

  it('a success counts nothing', async () => {
    const handler = withApiMiddleware('customers', async () => ({ statusCode: 200, body: '{}' }));
    expect((await handler(event, context)).statusCode).toBe(200);
    expect(counted()).toEqual([]);
  });
});
