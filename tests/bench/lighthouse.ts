/**
 * `npm run bench` (pages): Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) on the
 * home page, park search results and a park page of the built app, served by the local runtime as a
 * visitor's phone would get them, through the system Chromium (CHROME_PATH, default /usr/bin/chromium).
 * Prints each page's performance and accessibility scores, its main timings and the bytes of its first
 * load over the wire (all, and JavaScript alone). Figures, never assertions: run `npm run build:web`
 * first, and read them on a quiet machine (a loaded one lowers the scores).
 */
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { findFreePort } from '../../bin/local/ports.ts';
import { parkSearchResultsUrl } from '#web/lib/park-search/search-params.ts';
import { startLocalRuntime } from '../support/local-runtime.ts';
import { parseTenantLines } from '../e2e/support/sites.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TENANT = 'co';
const PARK_ID = 101;

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
    for (const page of PAGES) {
      const url = `${site.url}${page.path}`;
      const result = await lighthouse(url, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
        ?.items ?? []) as NetworkItem[];
      const bytes = (items: NetworkItem[]) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const score = (value: number | null | undefined) => String(Math.round((value ?? 0) * 100)).padStart(3);
      console.log(
        `${page.name.padEnd(20)} performance ${score(categories.performance?.score)}  accessibility ${score(
          categories.accessibility?.score,
        )}  FCP ${ms(audits['first-contentful-paint']?.numericValue)}  LCP ${ms(
          audits['largest-contentful-paint']?.numericValue,
        )}  TBT ${ms(audits['total-blocking-time']?.numericValue)}  first load ${kb(bytes(requests))}  JS ${kb(
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
