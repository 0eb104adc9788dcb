import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import type { CliIo } from './cli.js';

// One bundle serves all three: run as a script (the Actions runner), it is the action; imported
// (bin/context-precision-gate.js), it hands over the CLI; started as a worker thread by a run, it
// counts a large run's context tokens (score/token-worker.ts).
export async function runCli(argv: readonly string[], io?: CliIo): Promise<number> {
  return (await import('./cli.js')).runCli(argv, io);
}

if (!isMainThread) (await import('./score/token-worker.js')).serveTokenCounts();
else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // First: the secrets out of /proc/<pid>/environ, where the retriever command could read them.
  const { hideInitialEnvironment } = await import('./secret-environ.js');
  const problem = hideInitialEnvironment();
  if (problem && process.platform === 'linux' && process.env['INPUT_RETRIEVER-COMMAND'])
    (await import('@actions/core')).warning(
      `Could not hide the secret inputs from /proc/${process.pid}/environ (${problem}): the retriever command can read them there. Run the retriever in an earlier step without secrets and pass its file as retrieval.`,
    );
  const { run } = await import('./main.js');
  await run();
}
