import { pathToFileURL } from 'node:url';
import { run } from './main.js';

// One bundle serves both: run as a script (the Actions runner), it is the action;
// imported (bin/context-precision-gate.js), it hands over the CLI.
export { runCli } from './cli.js';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
