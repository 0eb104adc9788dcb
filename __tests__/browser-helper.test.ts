// The page tests' harness itself: a page that asks the network for something and logs an error
// must show both, or a "no network, no error" assertion elsewhere could never fail.
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openFile, useBrowser } from './helpers/browser.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

const folder = tempFolderPerTest();
const browser = useBrowser();

test('a page may load file:// only: other requests are aborted and recorded, errors too', async () => {
  const dir = await folder({
    'data.js': 'window.loaded = 42;',
    'page.html':
      '<!doctype html><title>t</title><script src="data.js"></script>' +
      '<img src="https://cdn.example.com/x.png"><script>console.error("boom")</script>',
  });
  const { page, errors, network } = await openFile(browser(), join(dir, 'page.html'));
  expect(await page.evaluate('window.loaded')).toBe(42);
  expect(network).toEqual(['https://cdn.example.com/x.png']);
  expect(errors).toContain('boom');
});
