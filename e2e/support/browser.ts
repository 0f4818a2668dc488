import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

/**
 * The system Chromium, never a downloaded one; a clear error when none is installed.
 * Playwright gives every launch a fresh temporary profile (it refuses an explicit --user-data-dir).
 */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const executablePath = CANDIDATES.find((p) => existsSync(p));
  if (!executablePath) {
    throw new Error('No Chromium found for the browser tests. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).');
  }
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return { browser, close: () => browser.close() };
}
