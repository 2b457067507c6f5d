/**
 * `npm run reset`: wipes the local runtime's data directory (DynamoDB Local, cognito-local, logs), so
 * the next `npm start` creates the pools and loads the demo data afresh.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { REPO_ROOT, readConfig } from './local/config.ts';
import { refusalReason } from './local/data-dir-guard.ts';

function main(): void {
  const config = readConfig();
  const refusal = refusalReason(config.dataDir, REPO_ROOT, config.dataDirFromEnv);
  if (refusal) {
    console.error(`Not removing ${config.dataDir}: ${refusal}`);
    process.exit(1);
  }
  if (!existsSync(config.dataDir)) {
    console.log(`Nothing to remove: ${config.dataDir} does not exist`);
    return;
  }
  const entries = readdirSync(config.dataDir);
  rmSync(config.dataDir, { recursive: true, force: true });
  console.log(`Removed ${config.dataDir}${entries.length ? ` (${entries.sort().join(', ')})` : ' (empty)'}`);
  console.log('The next npm start recreates the table and user pools and loads the demo data.');
}

main();
