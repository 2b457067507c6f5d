import { beforeAll, describe, expect, it } from 'vitest';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { synthCampfire, type Synthesised } from './campfire.ts';

interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
}

/** Every rule acknowledged anywhere in the app, with its construct path and written reason. */
function acknowledgements(root: IConstruct): Acknowledgement[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, { reason?: string } | string>).map(([id, value]) => ({
          path: construct.node.path,
          id,
          reason: typeof value === 'string' ? value : (value.reason ?? ''),
        })),
      ),
  );
}

describe('cdk-nag AWS Solutions checks', () => {
  let campfire: Synthesised;
  beforeAll(() => {
    campfire = synthCampfire();
  });

  it('finds no unacknowledged error in any stack', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(campfire.app);
    const errors = report.violations
      .filter((v) => v.severity === 'error')
      .flatMap((v) =>
        v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath ?? r.resourceLogicalId}`),
      );
    expect(errors).toEqual([]);
  });

  it('gives a written reason for every acknowledgement', () => {
    const all = acknowledgements(campfire.app);
    expect(all.length).toBeGreaterThan(0);
    for (const ack of all) {
      expect(ack.reason.length, `${ack.id} at ${ack.path}`).toBeGreaterThan(30);
    }
  });
});
