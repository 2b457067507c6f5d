/**
 * Captures the CloudWatch embedded-metric-format lines Powertools Metrics writes (to console.log or
 * stdout), as `<metric> <dimension>=<value> ...` strings, with CAMPFIRE_RUNTIME=aws so that they are
 * written at all. Call in beforeEach; `vi.restoreAllMocks()` and `stop()` in afterEach.
 */
import { vi } from 'vitest';

type Emf = Record<string, unknown> & {
  _aws: { CloudWatchMetrics: Array<{ Dimensions: string[][]; Metrics: Array<{ Name: string }> }> };
};

export interface MetricCapture {
  /** The metric names written so far, each with its dimension values, in order. */
  counted(): string[];
  stop(): void;
}

export function captureMetrics(): MetricCapture {
  const previous = process.env.CAMPFIRE_RUNTIME;
  process.env.CAMPFIRE_RUNTIME = 'aws';
  const written: Emf[] = [];
  const capture = (line: unknown) => {
    if (typeof line === 'string' && line.includes('"_aws"')) written.push(JSON.parse(line) as Emf);
  };
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(process.stdout, 'write').mockImplementation((line: string | Uint8Array) => {
    capture(String(line));
    return true;
  });
  return {
    counted: () =>
      written.map((blob) => {
        const [definition] = blob._aws.CloudWatchMetrics;
        const dimensions = definition!.Dimensions[0]!.map((d) => `${d}=${String(blob[d])}`);
        return `${definition!.Metrics[0]!.Name} ${dimensions.join(' ')}`;
      }),
    stop() {
      if (previous === undefined) delete process.env.CAMPFIRE_RUNTIME;
      else process.env.CAMPFIRE_RUNTIME = previous;
    },
  };
}
