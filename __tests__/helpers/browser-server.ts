// The page tests' one browser: a global setup (vitest.config.ts) in vitest's own process, run
// after the suite's temp folder is made and torn down before it is checked. It answers each page
// test file's question "where is the browser?" from a loopback HTTP server: the first question
// starts headless Chromium (a run with no page test starts none; its binary is found, or
// unpacked, from the start, beside the first tests), every answer waits until it is
// up and gives its endpoint, to which the file connects (a connection, not a launch), or why there
// is none. The browser comes from, in order:
//   1. CHROMIUM_PATH: a Chromium or Chrome binary, or `@sparticuz/chromium` for 3. even where
//      there is a system one (to check what a fresh machine runs);
//   2. a system Chromium or Chrome: the usual names on PATH, then the usual install places;
//   3. on Linux x64, the devDependency @sparticuz/chromium, a Chromium inside the npm package,
//      unpacked once into node_modules/.cache (about 2 s; 200 MB) so `npm ci && npm test` needs
//      nothing else on a fresh machine.
// Elsewhere the page tests fail (never skip) with a one-line message saying what to install.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where to ask for the run's browser: a URL answering `Shared` once the browser is up. */
    chromium: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// This machine's network is closed: without these, Chromium's background connections fail (and
// retry) at every start. Running as root (CI, containers) needs --no-sandbox.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The answer to "where is the browser?": its endpoint for `chromium.connect`, or why none. */
export type Shared = { endpoint: string } | { error: string };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Found (on a fresh clone: unpacked) at once, beside the first tests; started on first ask.
  const finding = findChromium();
  finding.catch(() => {}); // told to the page tests when they ask
  let starting: Promise<BrowserServer> | undefined;
  const answers = createServer((_, response) => {
    starting ??= startBrowser(finding);
    void starting
      .then(
        (server): Shared => ({ endpoint: server.wsEndpoint() }),
        (error: unknown): Shared => ({
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((answer) => response.end(JSON.stringify(answer)));
  });
  await new Promise<void>((listening) => answers.listen(0, '127.0.0.1', listening));
  project.provide('chromium', `http://127.0.0.1:${(answers.address() as AddressInfo).port}/`);
  return async () => {
    answers.close();
    answers.closeAllConnections();
    await starting?.then((server) => server.close()).catch(() => {});
  };
}

async function startBrowser(finding: Promise<Found>): Promise<BrowserServer> {
  const found = await finding;
  return chromium
    .launchServer({ executablePath: found.path, args, env: found.env })
    .catch((error: unknown) => {
      const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      throw new Error(`Chromium at ${found.path} (${found.from}) did not start: ${first}`);
    });
}

type Found = { path: string; from: string; env?: NodeJS.ProcessEnv };

/** The Chromium the page tests drive (see the top of this file), or a one-line error. */
export async function findChromium(): Promise<Found> {
  const own = process.env.CHROMIUM_PATH;
  if (own === '@sparticuz/chromium') return packagedChromium();
  if (own) {
    if (!existsSync(own)) throw new Error(`CHROMIUM_PATH=${own}: no such file`);
    return { path: own, from: 'CHROMIUM_PATH' };
  }
  const system = systemChromium();
  if (system) return { path: system, from: 'this system' };
  if (process.platform === 'linux' && process.arch === 'x64') return packagedChromium();
  throw new Error(
    `no Chromium for the page tests on ${process.platform}-${process.arch} (the npm package ` +
      '@sparticuz/chromium serves Linux x64 only): install Chromium or Chrome, or set ' +
      'CHROMIUM_PATH to its binary',
  );
}

const names = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const places: Record<string, string[]> = {
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
  win32: [
    `${process.env.PROGRAMFILES ?? 'C:\\Program Files'}\\Google\\Chrome\\Application\\chrome.exe`,
    `${process.env['PROGRAMFILES(X86)'] ?? 'C:\\Program Files (x86)'}\\Google\\Chrome\\Application\\chrome.exe`,
    `${process.env.LOCALAPPDATA ?? ''}\\Google\\Chrome\\Application\\chrome.exe`,
  ],
};

function systemChromium(): string | undefined {
  const suffix = process.platform === 'win32' ? '.exe' : '';
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const onPath = names.flatMap((name) => dirs.map((dir) => join(dir, name + suffix)));
  return [...onPath, ...(places[process.platform] ?? [])].find((path) => existsSync(path));
}

/**
 * @sparticuz/chromium's browser, unpacked into node_modules/.cache/chromium-VERSION (kept for the
 * next run). The package unpacks into the temp folder (TMPDIR) it reads when called: here a fresh
 * folder, renamed into place when complete, so two runs starting together never share a half
 * written binary.
 */
async function packagedChromium(): Promise<Found> {
  const pkg = join(repoRoot, 'node_modules/@sparticuz/chromium');
  const { version } = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cache = join(repoRoot, 'node_modules/.cache');
  const dir = join(cache, `chromium-${version}`);
  if (!existsSync(join(dir, 'chromium'))) {
    await mkdir(cache, { recursive: true });
    const staging = await mkdtemp(join(cache, `chromium-${version}-`));
    const { default: Sparticuz } = await import('@sparticuz/chromium');
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    // executablePath() picks every output path before its first await: TMPDIR goes back at once.
    const unpacking = Sparticuz.executablePath();
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    const unpacked = await unpacking;
    if (unpacked !== join(staging, 'chromium'))
      throw new Error(`@sparticuz/chromium ${version} unpacked to ${unpacked}, not ${staging}`);
    await rename(staging, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(join(dir, 'chromium'))) throw error;
      await rm(staging, { recursive: true, force: true }); // another run got there first
    });
  }
  // With no fonts on the system (a bare container), the package's own.
  let env: NodeJS.ProcessEnv | undefined;
  if (!existsSync('/etc/fonts/fonts.conf')) {
    await writeFile(
      join(dir, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${dir}/fonts</dir><cachedir>${dir}/fonts-cache</cachedir></fontconfig>\n`,
    );
    env = { ...process.env, FONTCONFIG_PATH: dir };
  }
  return { path: join(dir, 'chromium'), from: `@sparticuz/chromium ${version}`, env };
}
