// Lighthouse (its default mobile preset, simulated throttling) on the landing page, the tenant's sign-in
// page and three signed-in pages; each page RUNS times in a fresh Chromium, medians reported. Every page is measured
// as deployed (HTTPS with HTTP/2 through HAProxy, bench/https-front.ts) and straight from the server (HTTP/1.1).
// Alone: `npx tsx bench/pages.ts http://127.0.0.1:8080` against a running `npm start`
// (BENCH_PAGE_REPORTS=<dir> keeps each page's last Lighthouse report there; BENCH_PAGES=<words> picks pages;
// BENCH_PAGE_SERVED=https|direct measures one way only).
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/browser.js';
import { throughHttpsFront } from './https-front.js';
import { describe, firstLoad } from '../scripts/first-load.mjs';
import { consoleClient, ownerAuth } from './sign-in.js';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);

export interface PageFigures {
  name: string;
  /** How the page was served: 'https h2' (as deployed) or 'http/1.1' (straight from the server). */
  served: string;
  path: string;
  /** Lighthouse category scores of each run, 0–100. */
  performance: number[];
  accessibility: number[];
  /** Median of the runs, ms. */
  lcp: number;
  /** JavaScript the page loaded: as transferred (the server's encoding) and gzipped at level 9, KB. */
  jsTransferred: number;
  jsGzipped: number;
  scripts: number;
}

interface Page {
  name: string;
  /** The page's path, or how to find it in the running console (a record's id). */
  path: string | ((origin: string) => Promise<string>);
  signedIn?: boolean;
}

const WORKSPACE = '/demo/mall/city-centre';

/** The workspace's first campaign by id, found through the API as the owner. */
async function firstCampaign(origin: string): Promise<string> {
  const auth = await ownerAuth(origin, await consoleClient(origin));
  const access = await (await fetch(`${origin}/api/1.0/access/resource?tenant=demo&project=mall&aggregate=city-centre`, { headers: auth })).json();
  const [campaign] = await (await fetch(`${origin}/api/2.0/media-campaigns?aggregate=${access.id}&limit=1&fields=id`, { headers: auth })).json();
  if (!campaign) throw new Error('The demo workspace city-centre has no campaign to open.');
  return `${WORKSPACE}/campaigns/${campaign.id}`;
}

export const PAGES: Page[] = [
  { name: 'landing', path: '/' },
  { name: 'sign-in', path: '/demo' },
  { name: 'workspace venues (signed in)', path: `${WORKSPACE}/venues`, signedIn: true },
  { name: 'campaign detail (signed in)', path: firstCampaign, signedIn: true },
  { name: 'audience (signed in)', path: `${WORKSPACE}/audience`, signedIn: true },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Signs in through the console's own page (so the session is stored as the console stores it), then empties the HTTP cache. */
async function signIn(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/demo`);
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel('Password').fill('Demo@1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/portfolio/);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close(); // a connected browser: this only disconnects
  }
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The page's scripts, their bytes read again straight from the server (`origin`). */
async function scriptSizes(items: NetworkItem[], origin: string): Promise<{ transferred: number; gzipped: number; count: number }> {
  const scripts = items.filter((item) => item.resourceType === 'Script');
  let gzipped = 0;
  for (const script of scripts) {
    const { pathname, search } = new URL(script.url);
    const body = Buffer.from(await (await fetch(`${origin}${pathname}${search}`)).arrayBuffer());
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { transferred: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0), gzipped, count: scripts.length };
}

// The HTTPS front's certificate is a throwaway self-signed one.
const chromeFlags = (origin: string) => (origin.startsWith('https:') ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS);

async function auditOnce(origin: string, page: Page, path: string) {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? chromiumPath(), chromeFlags: chromeFlags(origin), logLevel: 'silent' });
  try {
    if (page.signedIn) await signIn(chrome.port, origin);
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The signed-in page keeps the session put in localStorage above (the cache was emptied there).
      disableStorageReset: page.signedIn === true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const served = origin.startsWith('https:') ? 'https' : 'direct';
    if (process.env.BENCH_PAGE_REPORTS) writeFileSync(`${process.env.BENCH_PAGE_REPORTS}/${page.name.split(' ')[0]}-${served}.json`, result.report as string);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** One page's audit, tried up to three times: a busy machine sometimes loses the trace (NO_NAVSTART). */
async function audit(origin: string, page: Page, path: string) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await auditOnce(origin, page, path);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
    console.log(`Lighthouse on ${path}: ${lhr.runtimeError.code}, trying again.`);
  }
}

/** Lighthouse figures of every page in PAGES against the console served at `origin`, as deployed and straight from it. */
export async function pageBench(origin: string): Promise<PageFigures[]> {
  const served = process.env.BENCH_PAGE_SERVED;
  const asDeployed = served === 'direct' ? [] : await throughHttpsFront(origin, (https) => measurePages(https, origin, 'https h2'));
  const direct = served === 'https' ? [] : await measurePages(origin, origin, 'http/1.1');
  return [...asDeployed, ...direct];
}

/** Lighthouse figures of every page in PAGES as served at `origin`; `server` is the API server itself, for the API calls. */
async function measurePages(origin: string, server: string, served: string): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  // BENCH_PAGES=venues,audience measures only the pages whose names hold one of the words.
  const only = process.env.BENCH_PAGES?.split(',');
  for (const page of PAGES.filter((p) => !only || only.some((word) => p.name.includes(word)))) {
    const path = typeof page.path === 'string' ? page.path : await page.path(server);
    const performance: number[] = [];
    const accessibility: number[] = [];
    const lcps: number[] = [];
    let sizes = { transferred: 0, gzipped: 0, count: 0 };
    for (let run = 0; run < RUNS; run++) {
      const lhr = await audit(origin, page, path);
      performance.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      accessibility.push(Math.round((lhr.categories.accessibility.score ?? 0) * 100));
      lcps.push(Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0));
      if (run === 0) sizes = await scriptSizes((lhr.audits['network-requests'].details as { items: NetworkItem[] }).items, server);
    }
    figures.push({
      name: page.name,
      served,
      path,
      performance,
      accessibility,
      lcp: median(lcps),
      jsTransferred: kb(sizes.transferred),
      jsGzipped: kb(sizes.gzipped),
      scripts: sizes.count,
    });
  }
  return figures;
}

export function printPageFigures(figures: PageFigures[]): void {
  console.log(
    `\n| page | served | performance (median of ${RUNS}) | runs | accessibility | LCP ms | scripts | JS transferred KB | JS gzipped KB |\n|---|---|---|---|---|---|---|---|---|`,
  );
  for (const f of figures) {
    console.log(
      `| ${f.name} \`${f.path}\` | ${f.served} | ${median(f.performance)} | ${f.performance.join(', ')} | ${median(f.accessibility)} | ${f.lcp} | ${f.scripts} | ${f.jsTransferred} | ${f.jsGzipped} |`,
    );
  }
  // The same pages' first load counted from the build the bench served, against the budgets `npm test` checks.
  console.log("\nFirst load from the build's manifest (scripts/first-load.mjs):");
  for (const page of firstLoad()) console.log(describe(page));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2];
  if (!origin) throw new Error('Usage: tsx bench/pages.ts <origin of a running console>');
  printPageFigures(await pageBench(origin.replace(/\/$/, '')));
}
