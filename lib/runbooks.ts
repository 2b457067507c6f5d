/**
 * Every alarm links its runbook: a page of docs/runbooks/ named after the alarm (one page for a family
 * such as the per-context errors), under `campfire:runbookBaseUrl` (e.g. the repository's web address
 * of docs/runbooks) or, unset, as the repository path.
 */
export const RUNBOOKS_DIR = 'docs/runbooks';

/** Runbook pages shared by a family of alarms; any other alarm's page is its own name. */
export const RUNBOOK_PAGE = {
  contextErrors: 'Campfire-ContextErrors',
  tenantTriggerErrors: 'Campfire-TenantTriggerErrors',
} as const;

/** The alarm description's last sentence: where its runbook is. */
export function runbookLink(baseUrl: string, page: string): string {
  return `Runbook: ${baseUrl.replace(/\/+$/, '')}/${page}.md`;
}
