import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type { CliIo } from './cli.js';

// V8's young generation grows with the allocation rate, and on a large golden set that growth, not
// live data, is most of the peak memory (10k cases × 10 contexts: about 400 MB RSS for 85 MB live).
// Kept at its start size, that run peaks near 270 MB and is no slower. The runner starts node
// without flags, so the GC heuristic is set here, first, and the engine is loaded after it (loading
// the bundle would already grow it).
setFlagsFromString('--semi-space-growth-factor=1');

// One bundle serves both: run as a script (the Actions runner), it is the action;
// imported (bin/context-precision-gate.js), it hands over the CLI.
export async function runCli(argv: readonly string[], io?: CliIo): Promise<number> {
  const cli = await import('./cli.js');
  return cli.runCli(argv, io);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { run } = await import('./main.js');
  await run();
}
