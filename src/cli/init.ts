import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The complete recipe, as the README's quick start gives it (a test keeps the two the same):
 * record on a push to the default branch, gate pull requests, one run per ref at a time.
 */
export const WORKFLOW = `# Context precision: records the baseline on a push to main, gates every pull request.
name: Retrieval quality
on:
  push:
    branches: [main] # your default branch
  pull_request:
  merge_group: # a merge queue run gates like a pull request (no comment, no record)

permissions:
  contents: read

# One recorder at a time per branch; a newer push to a PR cancels the older run.
concurrency:
  group: context-precision-\${{ github.ref }}
  cancel-in-progress: \${{ github.event_name == 'pull_request' }}

jobs:
  context-precision:
    runs-on: ubuntu-latest
    permissions:
      contents: write # push to main: record on the data branch (a PR run never writes)
      pull-requests: write # pull request: the sticky comment
    steps:
      - uses: actions/checkout@v5
      # Set up what your retriever needs here (Python, Node, an index, ...).
      - id: gate
        uses: your-org/context-precision-gate@v1
        with:
          golden: evals/golden.yaml
          retriever-command: python scripts/retrieve.py # reads {"id","query"} lines, prints {"id","contexts"} lines
          threshold: '0.7'
          max-drop: '0.05'
          api-key: \${{ secrets.OPENAI_API_KEY }} # only cases without labels need it
      - run: echo "MAP \${{ steps.gate.outputs.score }} (baseline \${{ steps.gate.outputs.baseline-score }})"
`;

export const SAMPLE_GOLDEN = `# Golden cases for Context Precision Gate: one per query your retriever must get right.
# A case with "relevant" labels (the ids of the contexts that should be retrieved) is judged by the
# labels, with no LLM call. A case with only an "expected" answer is judged by the LLM, which needs
# an API key. "contexts" are the retrieved contexts, best first: keep them here to try the gate
# (npx context-precision-gate --golden evals/golden.yaml), or let retriever-command produce them.
- id: refund-window
  query: How long do refunds take?
  relevant: [faq-refunds]
  contexts:
    - { id: faq-refunds, text: Refunds are paid back to the original card within 5 business days. }
    - { id: faq-shipping, text: Orders ship within 2 business days. }
  tags: [billing]
- id: reset-password
  query: How do I reset my password?
  expected: Use "Forgot password" on the sign-in page; the reset link is valid for one hour.
  contexts:
    - Open the sign-in page and choose "Forgot password"; the link we e-mail is valid for one hour.
    - Two-factor authentication can be turned on in your security settings.
  tags: [account]
`;

const FILES = [
  { path: join('.github', 'workflows', 'context-precision.yml'), text: WORKFLOW },
  { path: join('evals', 'golden.yaml'), text: SAMPLE_GOLDEN },
];

/** Writes the workflow and a sample golden file into `cwd`, overwriting nothing. */
export async function initRepository(cwd: string): Promise<{ written: string[]; kept: string[] }> {
  const written: string[] = [];
  const kept: string[] = [];
  for (const file of FILES) {
    const target = join(cwd, file.path);
    if (await exists(target)) {
      kept.push(file.path);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    // 'wx': never replace a file, even one that appeared since the check.
    await writeFile(target, file.text, { encoding: 'utf8', flag: 'wx' });
    written.push(file.path);
  }
  return { written, kept };
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
