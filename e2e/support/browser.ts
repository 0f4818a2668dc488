import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

/** How the browser tests and the page bench (bench/pages.ts) start Chromium: headless, quiet, no network of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium, never a downloaded one; a clear error when none is installed. */
export function chromiumPath(): string {
  const executablePath = CANDIDATES.find((p) => existsSync(p));
  if (!executablePath) {
    throw new Error('No Chromium found for the browser tests. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).');
  }
  return executablePath;
}

/** The system Chromium; Playwright gives every launch a fresh temporary profile (it refuses an explicit --user-data-dir). */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return { browser, close: () => browser.close() };
}
