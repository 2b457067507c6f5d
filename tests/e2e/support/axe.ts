/** Accessibility check with axe-core: fails with a readable list of what is wrong and where. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const targets = v.nodes.map((n) => `    at ${n.target.join(' ')}`).join('\n');
      return `- [${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n${targets}`;
    })
    .join('\n');
}

/**
 * Runs every axe rule (WCAG A/AA and best practices) on the page as it is now, or only on the part
 * `within` selects (a check of one control need not walk a park's hundreds of spot rows); throws on any
 * violation.
 */
export async function expectNoAxeViolations(page: Page, what: string, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  if (results.violations.length > 0) {
    throw new Error(
      `axe found ${results.violations.length} violation(s) on ${what}:\n${describeViolations(results.violations)}`,
    );
  }
}
