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

/** Runs every axe rule (WCAG A/AA and best practices) on the page as it is now; throws on any violation. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  if (results.violations.length > 0) {
    throw new Error(
      `axe found ${results.violations.length} violation(s) on ${what}:\n${describeViolations(results.violations)}`,
    );
  }
}
