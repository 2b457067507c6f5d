/**
 * `npm run bench` (pages): Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) on the
 * home page, park search results and a park page of the built app, served by the local runtime as a
 * visitor's phone would get them, through the system Chromium (CHROME_PATH, default /usr/bin/chromium).
 * Prints each page's performance and accessibility scores, its main timings and the bytes of its first
 * load over the wire (all, and JavaScript alone). Each page is measured BENCH_LIGHTHOUSE_RUNS times
 * (default 3) and the run with the median performance score is printed, with the range beside it: one
 * run on a shared machine can be several points off. Figures, never assertions: run `npm run build:web`
 * first, and read them on a quiet machine (a loaded one lowers the scores; the load average is printed).
 * BENCH_LIGHTHOUSE_JSON names a directory to keep each page's median report in (Lighthouse's JSON: the
 * LCP element, what blocks the main thread, unused code, each request), to find what a score costs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { findFreePort } from '../../bin/local/ports.ts';
import { parkSearchResultsUrl } from '#web/lib/park-search/search-params.ts';
import { startLocalRuntime } from '../support/local-runtime.ts';
import { parseTenantLines } from '../e2e/support/sites.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TENANT = 'co';
const PARK_ID = 101;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const JSON_DIR = process.env.BENCH_LIGHTHOUSE_JSON?.trim();

const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'park search results', path: parkSearchResultsUrl({ searchTerm: 'Colorado' }) },
  { name: 'park page', path: `/location/${PARK_ID}` },
];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`.padStart(7);
const ms = (value: number | undefined) => `${((value ?? NaN) / 1000).toFixed(2)} s`.padStart(7);

async function main() {
  console.log('pages: starting the local runtime...');
  const runtime = await startLocalRuntime();
  const debuggingPort = await findFreePort();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [`--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const site = parseTenantLines(runtime.output).find((t) => t.tenantId === TENANT);
    if (!site) throw new Error(`the runtime printed no line for tenant ${TENANT}`);
    console.log(
      `pages: ${RUNS} Lighthouse runs per page, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    for (const page of PAGES) {
      const url = `${site.url}${page.path}`;
      const runs: RunnerResult['lhr'][] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(result.lhr);
      }
      const performance = (lhr: RunnerResult['lhr']) => lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performance(a) - performance(b));
      const median = runs[Math.floor(runs.length / 2)]!;
      const { categories, audits } = median;
      if (JSON_DIR) {
        mkdirSync(JSON_DIR, { recursive: true });
        writeFileSync(join(JSON_DIR, `${page.name.replaceAll(' ', '-')}.json`), JSON.stringify(median));
      }
      const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
        ?.items ?? []) as NetworkItem[];
      const bytes = (items: NetworkItem[]) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const score = (value: number | null | undefined) => String(Math.round((value ?? 0) * 100)).padStart(3);
      const range = `(${score(performance(runs[0]!)).trim()}-${score(performance(runs.at(-1)!)).trim()})`;
      console.log(
        `${page.name.padEnd(20)} performance ${score(categories.performance?.score)} ${range.padEnd(9)} accessibility ${score(
          categories.accessibility?.score,
        )}  FCP ${ms(audits['first-contentful-paint']?.numericValue)}  LCP ${ms(
          audits['largest-contentful-paint']?.numericValue,
        )}  TBT ${ms(audits['total-blocking-time']?.numericValue)}  CLS ${(
          audits['cumulative-layout-shift']?.numericValue ?? NaN
        ).toFixed(3)}  first load ${kb(bytes(requests))}  JS ${kb(
          bytes(requests.filter((r) => r.resourceType === 'Script')),
        )}  ${url}`,
      );
    }
  } finally {
    await browser.close();
    await runtime.stop();
  }
}

await main();
