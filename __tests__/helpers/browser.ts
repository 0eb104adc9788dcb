// Headless Chromium for the page tests: Debian's package at /usr/bin/chromium (`.ci/run` installs
// it), driven by playwright-core, which never downloads a browser of its own. A page opened here
// may load file:// URLs only; every other request is aborted and recorded, and every console
// error and uncaught page error is recorded, so a test can assert "no network, no error".
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * For a test file: headless Chromium, started before its tests and closed after them (its
 * profile folder goes with it). Fails (never skips) with the install command when Chromium is
 * missing.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll: call this inside a test');
    return browser;
  };
}

async function launch(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium is missing at ${executablePath}: install it with "apt-get install -y chromium" ` +
        '(.ci/run does), or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return chromium.launch({
    executablePath,
    // This machine's network is closed: without these, Chromium's background connections fail
    // (and retry) at every start.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
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
  await page.goto(pathToFileURL(path).href, { waitUntil: 'load' });
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
