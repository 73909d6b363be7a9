/** Debian's Chromium driven by playwright-core (its own browser download does not work here). */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/** Counts the page's API requests still in flight, for waiting until a screen has settled. */
export function countApiRequests(page: Page): () => number {
  let pending = 0;
  const change = (by: number) => (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending += by;
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return () => pending;
}
