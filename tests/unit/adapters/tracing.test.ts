/**
 * Powertools Tracer on every Lambda entry: on AWS each invocation of a traced handler runs in an X-Ray
 * subsegment of its own (closed also when the handler throws); outside AWS the tracer is left out, so
 * the handler runs as written, without X-Ray, and may be called without a Lambda context.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tracer } from '@aws-lambda-powertools/tracer';
import type { Context } from 'aws-lambda';

const AWS_ENV = {
  CAMPFIRE_RUNTIME: 'aws',
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
  _HANDLER: 'index.handler',
  POWERTOOLS_SERVICE_NAME: 'campfire-hold-sweeper',
};
const context = { functionName: 'campfire-hold-sweeper', awsRequestId: 'a-1' } as unknown as Context;

/** The adapter as a fresh module: whether to trace is decided when a handler is built. */
const freshAdapter = async () => {
  vi.resetModules();
  return import('#adapters/observability/index');
};

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.keys(AWS_ENV)) delete process.env[name];
});

describe('traced() outside AWS', () => {
  it('runs the handler as written, with or without a context, and never asks X-Ray', async () => {
    const getSegment = vi.spyOn(Tracer.prototype, 'getSegment');
    const { traced, isTraced } = await freshAdapter();
    const handler = traced(async (event: { n: number }) => event.n * 2);
    expect(isTraced(handler)).toBe(true);
    expect(await handler({ n: 21 })).toBe(42);
    expect(await handler({ n: 1 }, context)).toBe(2);
    const failing = traced(async () => {
      throw new Error('boom');
    });
    await expect(failing({})).rejects.toThrow('boom');
    expect(getSegment).not.toHaveBeenCalled();
  });

  it('knows a plain function is not traced', async () => {
    const { isTraced } = await freshAdapter();
    expect(isTraced(async () => undefined)).toBe(false);
    expect(isTraced(undefined)).toBe(false);
  });
});

describe('traced() on AWS', () => {
  let subsegments: Array<{
    name: string;
    close: ReturnType<typeof vi.fn>;
    addError: ReturnType<typeof vi.fn>;
  }>;
  beforeEach(() => {
    Object.assign(process.env, AWS_ENV);
    subsegments = [];
    const lambdaSegment = {
      addNewSubsegment: (name: string) => {
        const subsegment = { name, close: vi.fn(), addError: vi.fn() };
        subsegments.push(subsegment);
        return subsegment;
      },
    };
    // X-Ray's segment of the invocation, as the Lambda runtime would open it.
    let current: unknown = lambdaSegment;
    vi.spyOn(Tracer.prototype, 'getSegment').mockImplementation(() => current as never);
    vi.spyOn(Tracer.prototype, 'setSegment').mockImplementation((segment) => void (current = segment));
    vi.spyOn(Tracer.prototype, 'annotateColdStart').mockImplementation(() => undefined);
    vi.spyOn(Tracer.prototype, 'addServiceNameAnnotation').mockImplementation(() => undefined);
  });

  it('opens and closes a subsegment per invocation', async () => {
    const { traced } = await freshAdapter();
    const handler = traced(async (event: { n: number }) => event.n + 1);
    expect(await handler({ n: 1 }, context)).toBe(2);
    expect(await handler({ n: 2 }, context)).toBe(3);
    expect(subsegments.map((s) => s.name)).toEqual(['## index.handler', '## index.handler']);
    for (const subsegment of subsegments) expect(subsegment.close).toHaveBeenCalledOnce();
  });

  it('records a failure on its subsegment and still fails the invocation', async () => {
    const { traced } = await freshAdapter();
    const handler = traced(async () => {
      throw new Error('tenant co failed');
    });
    await expect(handler({}, context)).rejects.toThrow('tenant co failed');
    expect(subsegments).toHaveLength(1);
    expect(subsegments[0]!.addError).toHaveBeenCalled();
    expect(subsegments[0]!.close).toHaveBeenCalledOnce();
  });
});
