#!/usr/bin/env node
// The CLI: the same bundled engine as the action (dist/index.js), driven by flags.
import module from 'node:module';

// Node's compile cache (in the system's temp folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off), as
// TypeScript's tsc does: from the second run on, the bundle's code is not compiled again.
module.enableCompileCache?.();
const { runCli } = await import('../dist/index.js');
process.exitCode = await runCli(process.argv.slice(2));
