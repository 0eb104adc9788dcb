// Headless Chromium for the page tests, driven by playwright-core (which never downloads a browser
// of its own). One browser serves the whole run: helpers/browser-server.ts (a global setup) starts
// it when a page test first asks, and each test file connects to it.
// A page opened here may load file:// URLs only; every other request is aborted and recorded, and
// every console error and uncaught page error is recorded, so a test can assert "no network, no
// error".
import { get } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Shared } from './browser-server.js';

/**
 * For a test file: the run's browser, connected before its tests and disconnected after them
 * (the pages it opened close with the connection). Fails (never skips) with the reason when there
 * is no browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const where = inject('chromium');
    if (where === undefined)
      throw new Error('no browser: helpers/browser-server.ts is not in the global setup');
    const shared = await ask(where);
    if ('error' in shared) throw new Error(shared.error);
    browser = await chromium.connect(shared.endpoint);
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll: call this inside a test');
    return browser;
  };
}

/** The global setup's answer, sent once the browser is up (or could not start). */
function ask(url: string): Promise<Shared> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body) as Shared));
      response.on('error', reject);
    }).on('error', reject);
  });
}

export type OpenedPage = {
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** Requests to anything but file:// (all aborted). */
  network: string[];
};

/** Opens a file (a path on disk) in a fresh page that may load only file:// URLs. */
export async function openFile(
  browser: Browser,
  path: string,
  viewport = { width: 1280, height: 900 },
  hash = '',
): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  const network: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    network.push(url);
    return route.abort();
  });
  await page.goto(pathToFileURL(path).href + hash, { waitUntil: 'load' });
  return { page, errors, network };
}

/**
 * Where a page test saves a screenshot for the notes: bench/screenshots/NAME when
 * CPG_SCREENSHOTS=1 (`CPG_SCREENSHOTS=1 npx vitest run <file>`), else nowhere (the screenshot is
 * still taken, so it cannot break unseen), and a test run leaves the committed images as they are.
 */
export const screenshot = (name: string): string | undefined =>
  process.env.CPG_SCREENSHOTS === '1'
    ? fileURLToPath(new URL(`../../bench/screenshots/${name}`, import.meta.url))
    : undefined;
