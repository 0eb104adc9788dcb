#!/usr/bin/env node
// The CLI: the same bundled engine as the action (dist/index.js), driven by flags.
const { runCli } = await import('../dist/index.js');
process.exitCode = await runCli(process.argv.slice(2));
