/**
 * The flake check (`npm run test:repeat`): the integration and e2e tiers three times in a row, each
 * run with its files in a different random order (the seed is printed, so a run can be replayed with
 * `npx vitest run --project integration --project e2e --sequence.shuffle.files --sequence.seed=N`).
 * Prints every test that failed in any run and how often; exits 1 if any did. A test that fails in
 * one run only is a defect with a cause (a race, data shared between files, a busy machine).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const RUNS = Number(process.env.REPEAT_RUNS ?? 3);
const ROOT = join(import.meta.dirname, '..');

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** What failed in one run: 'file › test' (or the file alone when it failed outside any test). */
function failuresOf(report: JsonReport): Map<string, string> {
  const failed = new Map<string, string>();
  for (const file of report.testResults) {
    const name = relative(ROOT, file.name);
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of tests) failed.set(`${name} › ${t.fullName}`, t.failureMessages?.[0] ?? '');
    if (file.status === 'failed' && tests.length === 0) failed.set(name, file.message ?? '');
  }
  return failed;
}

function run(command: string, args: string[]): number {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}

if (run('npm', ['run', 'build:web']) !== 0 || run('npm', ['run', 'ensure:chromium']) !== 0) process.exit(1);

const dir = mkdtempSync(join(tmpdir(), 'campfire-repeat-'));
const seen = new Map<string, { runs: number[]; message: string }>();
const summaries: string[] = [];
try {
  for (let i = 1; i <= RUNS; i++) {
    const seed = Math.floor(Math.random() * 1_000_000);
    const out = join(dir, `run-${i}.json`);
    console.log(`\n== test:repeat run ${i} of ${RUNS} (file order seed ${seed}) ==`);
    const status = run('npx', [
      'vitest',
      'run',
      '--project=integration',
      '--project=e2e',
      '--sequence.shuffle.files',
      `--sequence.seed=${seed}`,
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ]);
    let report: JsonReport;
    try {
      report = JSON.parse(readFileSync(out, 'utf8')) as JsonReport;
    } catch {
      summaries.push(`run ${i} (seed ${seed}): vitest exited ${status} without a report`);
      seen.set(`run ${i}: no report`, { runs: [i], message: `vitest exited ${status}` });
      continue;
    }
    const failed = failuresOf(report);
    summaries.push(
      `run ${i} (seed ${seed}): ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
    for (const [name, message] of failed) {
      const entry = seen.get(name) ?? { runs: [], message };
      entry.runs.push(i);
      seen.set(name, entry);
    }
    if (status !== 0 && failed.size === 0) {
      seen.set(`run ${i}: vitest exited ${status}`, { runs: [i], message: 'see the output above' });
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log('\n== test:repeat ==');
for (const line of summaries) console.log(line);
if (seen.size === 0) {
  console.log(`no test failed in ${RUNS} runs`);
} else {
  console.log(`${seen.size} failed in at least one run:`);
  for (const [name, { runs, message }] of seen) {
    console.log(`- ${name}: failed in run ${runs.join(', ')}`);
    const first = message.split('\n')[0];
    if (first) console.log(`    ${first.slice(0, 300)}`);
  }
}
process.exit(seen.size === 0 ? 0 : 1);
