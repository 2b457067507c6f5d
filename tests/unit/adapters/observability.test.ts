/** Business metrics as CloudWatch embedded metric format: deployment-wide and per tenant, AWS only. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRIC, METRICS_NAMESPACE, countMetric } from '#adapters/observability/index';

describe('countMetric', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.CAMPFIRE_RUNTIME;
  });

  it('writes the count twice on AWS: with service=campfire for alarms and with the tenant', () => {
    process.env.CAMPFIRE_RUNTIME = 'aws';
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(process.stdout, 'write').mockImplementation((line: string | Uint8Array) => {
      lines.push(String(line));
      return true;
    });
    countMetric(METRIC.claimsGranted, 'co', 2);
    const blobs = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(blobs).toHaveLength(2);
    for (const blob of blobs) {
      expect(blob).toMatchObject({ service: 'campfire', ClaimsGranted: 2 });
      const aws = blob._aws as { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][] }> };
      expect(aws.CloudWatchMetrics[0]!.Namespace).toBe(METRICS_NAMESPACE);
    }
    const dimensions = blobs.map(
      (b) =>
        (b._aws as { CloudWatchMetrics: Array<{ Dimensions: string[][] }> }).CloudWatchMetrics[0]!
          .Dimensions[0],
    );
    expect(dimensions).toEqual([['service'], ['service', 'tenant']]);
    expect(blobs[1]).toMatchObject({ tenant: 'co' });
  });

  it('writes nothing outside AWS', () => {
    const log = vi.spyOn(console, 'log');
    const write = vi.spyOn(process.stdout, 'write');
    countMetric(METRIC.claimsGranted, 'co');
    expect(log).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
  });
});
