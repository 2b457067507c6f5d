/**
 * Whether the local runtime loads the demo year (load-history.ts) for each demo tenant: asked for with
 * `DEMO_HISTORY=1 npm start`, since it takes a couple of minutes on DynamoDB Local and most starts
 * (and every test run) do without it. Loaded once per data directory: a marker says it is there.
 */
export const DEMO_HISTORY_FLAG = 'DEMO_HISTORY';

export function isDemoHistoryWanted(env: Readonly<Record<string, string | undefined>>): boolean {
  return ['1', 'true', 'yes'].includes((env[DEMO_HISTORY_FLAG] ?? '').trim().toLowerCase());
}
