export const id = 737;
export const ids = [737];
export const modules = {

/***/ 9737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/baseline/stored-files.ts
var stored_files = __webpack_require__(9778);
;// CONCATENATED MODULE: ./node_modules/leven/index.js
const array = [];
const characterCodeCache = [];

function leven(first, second, options) {
	if (first === second) {
		return 0;
	}

	const maxDistance = options?.maxDistance;
	const swap = first;

	// Swapping the strings if `a` is longer than `b` so we know which one is the
	// shortest & which one is the longest
	if (first.length > second.length) {
		first = second;
		second = swap;
	}

	let firstLength = first.length;
	let secondLength = second.length;

	// Performing suffix trimming:
	// We can linearly drop suffix common to both strings since they
	// don't increase distance at all
	// Note: `~-` is the bitwise way to perform a `- 1` operation
	while (firstLength > 0 && (first.charCodeAt(~-firstLength) === second.charCodeAt(~-secondLength))) {
		firstLength--;
		secondLength--;
	}

	// Performing prefix trimming
	// We can linearly drop prefix common to both strings since they
	// don't increase distance at all
	let start = 0;

	while (start < firstLength && (first.charCodeAt(start) === second.charCodeAt(start))) {
		start++;
	}

	firstLength -= start;
	secondLength -= start;

	// Early termination after trimming: if difference in length exceeds max distance
	if (maxDistance !== undefined && secondLength - firstLength > maxDistance) {
		return maxDistance;
	}

	if (firstLength === 0) {
		return maxDistance !== undefined && secondLength > maxDistance
			? maxDistance
			: secondLength;
	}

	let bCharacterCode;
	let result;
	let temporary;
	let temporary2;
	let index = 0;
	let index2 = 0;

	while (index < firstLength) {
		characterCodeCache[index] = first.charCodeAt(start + index);
		array[index] = ++index;
	}

	while (index2 < secondLength) {
		bCharacterCode = second.charCodeAt(start + index2);
		temporary = index2++;
		result = index2;

		for (index = 0; index < firstLength; index++) {
			temporary2 = bCharacterCode === characterCodeCache[index] ? temporary : temporary + 1;
			temporary = array[index];
			// eslint-disable-next-line no-multi-assign
			result = array[index] = temporary > result
				? (temporary2 > result ? result + 1 : temporary2)
				: (temporary2 > temporary ? temporary + 1 : temporary2);
		}

		// Early termination: if all values in current row exceed maxDistance
		if (maxDistance !== undefined) {
			let rowMinimum = result;
			for (index = 0; index < firstLength; index++) {
				if (array[index] < rowMinimum) {
					rowMinimum = array[index];
				}
			}

			if (rowMinimum > maxDistance) {
				return maxDistance;
			}
		}
	}

	// Bound arrays to avoid retaining large previous sizes
	array.length = firstLength;
	characterCodeCache.length = firstLength;

	return maxDistance !== undefined && result > maxDistance ? maxDistance : result;
}

function closestMatch(target, candidates, options) {
	if (!Array.isArray(candidates) || candidates.length === 0) {
		return undefined;
	}

	const userMax = options?.maxDistance;
	const targetLength = target.length;

	// Exact match fast-path
	for (const candidate of candidates) {
		if (candidate === target) {
			return candidate;
		}
	}

	if (userMax === 0) {
		return undefined;
	}

	let best;
	let bestDist = Number.POSITIVE_INFINITY;
	const seen = new Set();

	for (const candidate of candidates) {
		if (seen.has(candidate)) {
			continue;
		}

		seen.add(candidate);

		const lengthDiff = Math.abs(candidate.length - targetLength);
		if (lengthDiff >= bestDist) {
			continue;
		}

		if (userMax !== undefined && lengthDiff > userMax) {
			continue;
		}

		const cap = Number.isFinite(bestDist)
			? (userMax === undefined ? bestDist : Math.min(bestDist, userMax))
			: userMax;

		const distance = cap === undefined
			? leven(target, candidate)
			: leven(target, candidate, {maxDistance: cap});

		// Skip candidates that exceed the user's maximum distance
		if (userMax !== undefined && distance > userMax) {
			continue;
		}

		// If we got a capped result that equals the cap, we need the actual distance
		// for accurate comparison, but only if the cap was due to userMax
		let actualD = distance;
		if (cap !== undefined && distance === cap && cap === userMax) {
			actualD = leven(target, candidate);
		}

		if (actualD < bestDist) {
			bestDist = actualD;
			best = candidate;
			if (bestDist === 0) {
				break;
			}
		}
	}

	if (userMax !== undefined && bestDist > userMax) {
		return undefined;
	}

	return best;
}

// EXTERNAL MODULE: ./src/config/options.ts + 1 modules
var config_options = __webpack_require__(5788);
;// CONCATENATED MODULE: ./src/cli/flags.ts


/** Flags of the CLI alone (the rest are the action's inputs, by the same names). */
const CLI_FLAGS = {
    baseline: {
        value: '<report.json>',
        description: 'Compare with an earlier report (e.g. one made on main) exactly as a pull request is compared with the recorded baseline.',
    },
    cache: {
        value: '<path>',
        description: 'The local verdict cache, reused and updated by every run (default .context-precision/verdicts.json).',
    },
    'no-cache': { value: '', description: 'Neither read nor write the local verdict cache.' },
    cases: {
        value: '<ids>',
        description: 'Score only these cases (comma separated ids).',
    },
    tags: {
        value: '<tags>',
        description: 'Score only the cases with one of these tags (comma separated).',
    },
    json: { value: '', description: 'Print the report as JSON on stdout (logs go to stderr).' },
    version: { value: '', description: 'Print the version.' },
    help: { value: '', description: 'Print this help.' },
};
/** Inputs that only mean something in a workflow run: accepted, with a warning that they do nothing here. */
const ACTION_ONLY = ['record', 'comment', 'pr-number'];
const ALL_FLAGS = [...config_options/* INPUT_NAMES */.Qh, ...Object.keys(CLI_FLAGS)];
const BOOLEAN_CLI_FLAGS = new Set(Object.entries(CLI_FLAGS)
    .filter(([, flag]) => flag.value === '')
    .map(([name]) => name));
/**
 * `--name value` or `--name=value`; names are the action's inputs or the CLI's own flags. A bare
 * input flag means "true"; CLI switches (--json, --no-cache) take no value.
 */
function parseArgs(argv) {
    const parsed = { inputs: new Map(), cli: new Map(), errors: [], warnings: [] };
    for (let i = 0; i < argv.length; i += 1) {
        const arg = argv[i];
        if (arg === '-h') {
            parsed.cli.set('help', 'true');
            continue;
        }
        const match = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
        if (!match) {
            parsed.errors.push(`unexpected argument "${arg}"`);
            continue;
        }
        const name = match[1];
        if (!ALL_FLAGS.includes(name)) {
            const guess = closest(name);
            parsed.errors.push(`unknown flag --${name}${guess ? ` (did you mean --${guess}?)` : ''}`);
            // Its value, if it has one, is not another error.
            if (match[2] === undefined && argv[i + 1] !== undefined && !argv[i + 1]?.startsWith('--'))
                i += 1;
            continue;
        }
        let value = match[2];
        if (value === undefined) {
            const next = argv[i + 1];
            if (BOOLEAN_CLI_FLAGS.has(name) || next === undefined || next.startsWith('--'))
                value = 'true';
            else {
                value = next;
                i += 1;
            }
        }
        if (name in CLI_FLAGS)
            parsed.cli.set(name, value);
        else {
            parsed.inputs.set(name, value);
            if (ACTION_ONLY.includes(name))
                parsed.warnings.push(`--${name} has no effect in the CLI (it applies to the GitHub Action only)`);
        }
    }
    return parsed;
}
/** The known flag nearest to a mistyped one, when it is near enough to be a typo. */
function closest(name) {
    let best;
    for (const flag of ALL_FLAGS) {
        const distance = leven(name, flag);
        if (!best || distance < best.distance)
            best = { flag, distance };
    }
    return best && best.distance <= Math.max(2, Math.floor(name.length / 3)) ? best.flag : undefined;
}
/** The usage text: one line per flag, with the action's description of each input. */
function usage(version, descriptions) {
    const rows = config_options/* INPUT_NAMES */.Qh.map((name) => {
        const fallback = config_options/* INPUT_DEFAULTS */.WJ[name];
        const description = oneLine(descriptions[name] ?? '');
        const withDefault = fallback && !/default/i.test(description)
            ? `${description} (default ${fallback})`
            : description;
        const note = ACTION_ONLY.includes(name) ? ' [action only]' : '';
        return [`--${name} <value>`, `${withDefault}${note}`.trim()];
    });
    const cliRows = Object.entries(CLI_FLAGS).map(([name, flag]) => [
        `--${name}${flag.value ? ` ${flag.value}` : ''}`,
        flag.description,
    ]);
    const width = [...rows, ...cliRows].reduce((most, [flag]) => Math.max(most, flag.length), 0) + 2;
    const format = ([flag, text]) => `  ${flag.padEnd(width)}${text}`;
    return `context-precision-gate ${version}: scores retrieval with Average Precision over golden cases,
like the GitHub Action, on this machine.

Usage:
  context-precision-gate --golden <paths or globs> [options]
  context-precision-gate init        write the workflow and a sample golden file (overwrites nothing)
  context-precision-gate promote --report <report.json> [--cases <ids>]
                                     write the LLM's verdicts into the golden files as labels

Scoring and gate options (the action's inputs, same names and defaults):
${rows.map(format).join('\n')}

CLI options:
${cliRows.map(format).join('\n')}

The report goes to --report-path (default .context-precision/report.json), with the job summary
(report.md) and the PR comment the action would post (report.comment.md) beside it. The API key
comes from --api-key or the provider's variable (OPENAI_API_KEY, AZURE_API_KEY, ANTHROPIC_API_KEY,
GOOGLE_GENERATIVE_AI_API_KEY).
Exit codes: 0 passed, 1 the gate failed, 2 input or configuration error.
`;
}
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/cli/package-files.ts




// The CLI runs from dist/index.js (the bundle) or from src/cli/ (tests): the package root is the
// nearest folder above with the file. The file name is a parameter so that the bundler does not
// copy these files into dist/.
function readPackageFile(name) {
    let dir = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (let up = 0; up < 3; up += 1) {
        dir = (0,external_node_path_.dirname)(dir);
        try {
            return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, name), 'utf8');
        }
        catch {
            // not here: one folder up
        }
    }
    return undefined;
}
/** The package's version, from package.json. */
function packageVersion() {
    const text = readPackageFile('package.json');
    const version = text ? JSON.parse(text).version : undefined;
    return typeof version === 'string' ? version : 'unknown';
}
/** Each action input's description, from action.yml (empty when the file is not there). */
function inputDescriptions() {
    const text = readPackageFile('action.yml');
    if (!text)
        return {};
    const inputs = (0,dist/* parse */.qg)(text).inputs;
    return Object.fromEntries(Object.entries(inputs ?? {}).map(([name, input]) => [
        name,
        typeof input.description === 'string' ? input.description : '',
    ]));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/cli/init.ts


/**
 * The complete recipe, as the README's quick start gives it (a test keeps the two the same):
 * record on a push to the default branch, gate pull requests, one run per ref at a time.
 */
const WORKFLOW = `# Context precision: records the baseline on a push to main, gates every pull request.
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
const SAMPLE_GOLDEN = `# Golden cases for Context Precision Gate: one per query your retriever must get right.
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
    { path: (0,external_node_path_.join)('.github', 'workflows', 'context-precision.yml'), text: WORKFLOW },
    { path: (0,external_node_path_.join)('evals', 'golden.yaml'), text: SAMPLE_GOLDEN },
];
/** Writes the workflow and a sample golden file into `cwd`, overwriting nothing. */
async function initRepository(cwd) {
    const written = [];
    const kept = [];
    for (const file of FILES) {
        const target = (0,external_node_path_.join)(cwd, file.path);
        if (await exists(target)) {
            kept.push(file.path);
            continue;
        }
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        // 'wx': never replace a file, even one that appeared since the check.
        await (0,promises_.writeFile)(target, file.text, { encoding: 'utf8', flag: 'wx' });
        written.push(file.path);
    }
    return { written, kept };
}
async function exists(path) {
    try {
        await (0,promises_.access)(path);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/baseline/baseline-store.ts
var baseline_store = __webpack_require__(748);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/github/branch-files.ts
var branch_files = __webpack_require__(8673);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/cli/main-store.ts






const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** owner/repo from a GitHub remote URL (https, ssh or scp-like), or undefined. */
function repoOfRemote(url) {
    const match = /^(?:https?:\/\/|ssh:\/\/)?(?:[^@/]+@)?[^/:]+[/:]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.trim());
    return match ? { owner: match[1], repo: match[2] } : undefined;
}
/**
 * The verdicts main has recorded (the data branch's `verdicts.json` of this gate), read with a
 * token from the repository of the `origin` remote: a local run starts from them and asks the judge
 * only about what main has not seen. Read only; nothing is written.
 */
async function mainStoreVerdicts(token, options, cwd, env, log) {
    let remote;
    try {
        remote = (await run('git', ['remote', 'get-url', 'origin'], { cwd })).stdout;
    }
    catch (error) {
        throw new errors/* UserError */.yo(`github-token: cannot tell the repository: "git remote get-url origin" failed in ${cwd} (${(0,errors/* errorMessage */.gJ)(error).split('\n')[0]})`);
    }
    const repo = repoOfRemote(remote);
    if (!repo)
        throw new errors/* UserError */.yo(`github-token: the origin remote "${remote.trim()}" is not a GitHub repository URL`);
    const octokit = (0,github_octokit/* createOctokit */.Qi)(token, log, {
        baseUrl: env.GITHUB_API_URL || 'https://api.github.com',
    });
    const store = new baseline_store/* GitHubBaselineStore */.Iy(new branch_files/* BranchFiles */.A(octokit, repo, options.baselineBranch), options.name);
    const stored = await store.load();
    for (const warning of stored.warnings)
        log(`warning: ${warning}`);
    log(`Read ${stored.verdicts.size} recorded verdicts from ${repo.owner}/${repo.repo}:${options.baselineBranch}/${options.name}.`);
    return stored.verdicts;
}

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./src/files/source-records.ts + 1 modules
var source_records = __webpack_require__(8850);
// EXTERNAL MODULE: ./src/format/numbers.ts
var numbers = __webpack_require__(3613);
// EXTERNAL MODULE: ./src/golden/golden-cases.ts
var golden_cases = __webpack_require__(5488);
;// CONCATENATED MODULE: ./src/cli/promote.ts








/**
 * Writes the LLM's verdicts of the chosen cases into their golden files as `relevant` labels, so
 * a reviewed case is judged by labels from then on (deterministic, free). Each file keeps its
 * format, comments and order: JSONL changes the case's line only, JSON and YAML are edited in place.
 */
async function promoteVerdicts(report, cwd, only) {
    const wanted = only ? new Set(only) : undefined;
    const unknown = [...(wanted ?? [])].filter((id) => !report.cases.some((c) => c.id === id));
    if (unknown.length > 0)
        throw new errors/* UserError */.yo(`promote: the report has no case ${unknown.map((id) => `"${id}"`).join(', ')}`);
    const skipped = [];
    const byFile = new Map();
    for (const c of report.cases) {
        if (wanted && !wanted.has(c.id))
            continue;
        if (c.judge !== 'llm') {
            if (wanted)
                skipped.push(`"${c.id}": already judged by labels`);
            continue;
        }
        if (c.error !== null) {
            skipped.push(`"${c.id}": the judge failed on it (${c.error})`);
            continue;
        }
        const file = c.source.replace(/:\d+$/, '');
        byFile.set(file, [...(byFile.get(file) ?? []), c]);
    }
    const promoted = [];
    for (const [file, cases] of byFile) {
        const path = (0,external_node_path_.resolve)(cwd, file);
        let text;
        try {
            text = await (0,promises_.readFile)(path, 'utf8');
        }
        catch {
            throw new errors/* UserError */.yo(`promote: cannot read ${file}, where the report says case "${cases[0]?.id}" is defined`);
        }
        const labels = new Map(cases.map((c) => [c.id, c.contexts.filter((x) => x.relevant).map((x) => x.id)]));
        const { text: next, found } = withLabels(text, file, labels);
        const missing = cases.filter((c) => !found.has(c.id)).map((c) => c.id);
        for (const id of missing)
            skipped.push(`"${id}": not found in ${file} (edited since the report was made?)`);
        if (found.size === 0)
            continue;
        await (0,promises_.writeFile)(path, next, 'utf8');
        promoted.push({ file, ids: cases.filter((c) => found.has(c.id)).map((c) => c.id) });
    }
    return { promoted, skipped };
}
/** The file's text with `relevant` set on the cases in `labels`, and which of them were found. */
function withLabels(text, file, labels) {
    const found = new Set();
    switch ((0,source_records/* formatOf */.be)(file)) {
        case 'jsonl': {
            const lines = text.split('\n').map((line) => {
                if (line.trim() === '')
                    return line;
                const value = JSON.parse(line);
                const id = (0,golden_cases/* idOfRecord */.gp)(value);
                if (id === undefined || !labels.has(id))
                    return line;
                found.add(id);
                return (JSON.stringify({ ...value, relevant: labels.get(id) }) + (line.endsWith('\r') ? '\r' : ''));
            });
            return { text: lines.join('\n'), found };
        }
        case 'json': {
            const root = JSON.parse(text);
            const inCases = !Array.isArray(root) && root !== null && typeof root === 'object';
            const items = (inCases ? root.cases : root);
            let next = text;
            items.forEach((item, index) => {
                const id = (0,golden_cases/* idOfRecord */.gp)(item);
                if (id === undefined || !labels.has(id))
                    return;
                found.add(id);
                const path = [...(inCases ? ['cases'] : []), index, 'relevant'];
                const edits = (0,main.modify)(next, path, labels.get(id), {
                    formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
                });
                next = (0,main.applyEdits)(next, edits);
            });
            return { text: next, found };
        }
        case 'yaml': {
            const doc = (0,dist/* parseDocument */.Tp)(text);
            const root = doc.contents;
            const items = (0,dist/* isSeq */.oP)(root) ? root : (0,dist/* isMap */.jh)(root) ? root.get('cases', true) : undefined;
            if (!(0,dist/* isSeq */.oP)(items))
                return { text, found };
            for (const item of items.items) {
                const id = (0,golden_cases/* idOfRecord */.gp)(item.toJSON?.());
                if (id === undefined || !labels.has(id) || !(0,dist/* isMap */.jh)(item))
                    continue;
                found.add(id);
                const node = doc.createNode(labels.get(id) ?? [], { flow: true });
                item.set('relevant', node);
            }
            return { text: doc.toString(), found };
        }
        default:
            throw new errors/* UserError */.yo(`promote: ${file} is not a .json, .jsonl or .yaml file`);
    }
}
function describePromotion(result) {
    const lines = result.promoted.map((p) => `labelled ${(0,numbers/* plural */.LS)(p.ids.length, 'case')} in ${p.file}: ${p.ids.join(', ')}`);
    if (result.promoted.length === 0)
        lines.push('nothing to promote');
    for (const skipped of result.skipped)
        lines.push(`skipped ${skipped}`);
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/verdict-cache.ts




/**
 * The CLI's local verdict cache: the same file, keys and merge as the data branch's
 * `verdicts.json`, so a second identical run asks the judge nothing. A file it cannot read is an
 * error naming it, and is never overwritten.
 */
class VerdictCache {
    path;
    displayName;
    current = null;
    constructor(path, displayName) {
        this.path = path;
        this.displayName = displayName;
    }
    async load() {
        let text;
        try {
            text = await (0,promises_.readFile)(this.path, 'utf8');
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return new Map();
            throw error;
        }
        this.current = (0,source_records/* parseJsonDocument */.dH)(text, this.displayName, stored_files/* verdictsFileSchema */.sE, `${this.displayName}: not a verdict cache this version understands (move it away or use --no-cache)`);
        return (0,stored_files/* verdictMapOf */.tq)(this.current);
    }
    /** Adds the verdicts this run used (asked or reused). */
    async save(used, now = new Date()) {
        const next = (0,stored_files/* mergeVerdicts */.jB)(this.current, used, now);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(this.path), { recursive: true });
        await (0,promises_.writeFile)(this.path, `${JSON.stringify(next, null, 1)}\n`, 'utf8');
        this.current = next;
    }
}

// EXTERNAL MODULE: ./src/config/create-judge.ts + 7 modules
var create_judge = __webpack_require__(7633);
// EXTERNAL MODULE: ./src/engine.ts + 19 modules
var engine = __webpack_require__(8576);
// EXTERNAL MODULE: ./src/files/contained-path.ts
var contained_path = __webpack_require__(7368);
// EXTERNAL MODULE: ./src/files/expand-patterns.ts
var expand_patterns = __webpack_require__(4759);
// EXTERNAL MODULE: ./src/format/log-safe.ts
var log_safe = __webpack_require__(5035);
// EXTERNAL MODULE: ./src/report/markdown/render-comment.ts
var render_comment = __webpack_require__(4728);
// EXTERNAL MODULE: ./src/report/markdown/render-summary.ts
var render_summary = __webpack_require__(9789);
// EXTERNAL MODULE: ./src/report/report-file.ts
var report_file = __webpack_require__(6757);
// EXTERNAL MODULE: ./src/report/report-schema.ts
var report_schema = __webpack_require__(9268);
// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
// EXTERNAL MODULE: ./src/redaction.ts
var redaction = __webpack_require__(1066);
// EXTERNAL MODULE: ./src/publish-run.ts
var publish_run = __webpack_require__(2816);
// EXTERNAL MODULE: ./src/timing/clock.ts
var timing_clock = __webpack_require__(184);
;// CONCATENATED MODULE: ./src/cli.ts
























const defaultIo = () => ({
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrIsTty: process.stderr.isTTY,
});
/** The CLI over the same engine as the action. Returns the exit code: 0 passed, 1 gate failed, 2 input or configuration error. */
async function runCli(argv, rawIo = defaultIo()) {
    // The key and the token never reach the CLI's output or files (a flag's value counts even when
    // the flags are wrong). Text is made inert for a CI log too (no workflow commands); --json's
    // output is data, redacted only.
    const redactor = new redaction/* Redactor */.pO((0,redaction/* secretValues */.VX)((name) => flagValue(argv, name), rawIo.env));
    const io = {
        ...rawIo,
        stdout: (text) => rawIo.stdout((0,log_safe/* logSafe */.s)(redactor.text(text))),
        stderr: (text) => rawIo.stderr((0,log_safe/* logSafe */.s)(redactor.text(text))),
    };
    try {
        if (argv[0] === 'init')
            return await init(argv.slice(1), io);
        if (argv[0] === 'promote')
            return await promote(argv.slice(1), io);
        const args = parseArgs(argv);
        if (args.cli.has('help')) {
            io.stdout(usage(packageVersion(), inputDescriptions()));
            return 0;
        }
        if (args.cli.has('version')) {
            io.stdout(`${packageVersion()}\n`);
            return 0;
        }
        if (argv.length === 0) {
            io.stderr(usage(packageVersion(), inputDescriptions()));
            return 2;
        }
        if (args.errors.length > 0)
            throw new errors/* UserError */.yo(`${(0,numbers/* plural */.LS)(args.errors.length, 'invalid argument')} (see --help)`, args.errors);
        for (const warning of args.warnings)
            io.stderr(`warning: ${warning}\n`);
        const options = (0,config_options/* parseOptions */.Ac)((name) => args.inputs.get(name) ?? '', io.env);
        const baselinePath = args.cli.get('baseline');
        const baseline = baselinePath
            ? await (0,report_schema/* readReportFile */.$h)((0,external_node_path_.resolve)(io.cwd, baselinePath), baselinePath)
            : undefined;
        const cachePath = args.cli.has('no-cache')
            ? undefined
            : (args.cli.get('cache') ?? (0,external_node_path_.join)('.context-precision', 'verdicts.json'));
        const cache = cachePath ? new VerdictCache((0,external_node_path_.resolve)(io.cwd, cachePath), cachePath) : undefined;
        const reportPath = (0,external_node_path_.resolve)(io.cwd, options.reportPath ?? DEFAULT_REPORT_PATH);
        // The CLI reads wherever its user points it, but never an input from the report's own path.
        const paths = new contained_path/* PathGuard */.Nz({}, { input: 'report-path', shown: options.reportPath ?? reportPath, absolute: reportPath });
        // Main's recorded verdicts (with --github-token), then the local cache's on top.
        const token = args.inputs.get('github-token');
        const storedVerdicts = new Map(token
            ? await mainStoreVerdicts(token, options, io.cwd, io.env, (m) => io.stderr(`${m}\n`))
            : []);
        for (const [key, verdict] of (await cache?.load()) ?? [])
            storedVerdicts.set(key, verdict);
        const clock = io.clock ?? timing_clock/* systemClock */.m;
        const produced = await (0,engine/* produceReport */.N)(options, {
            cwd: io.cwd,
            env: io.env,
            now: clock.now,
            llm: (0,create_judge/* createJudgeFromOptions */.E)(options, clock),
            storedVerdicts,
            // Compared exactly as a pull request is compared with the baseline recorded on main.
            baseline: baseline
                ? (0,stored_files/* snapshotOf */.eY)((0,stored_files/* baselineFileOf */.lE)(baseline, baseline.commit.sha ?? 'the --baseline report'))
                : null,
            select: {
                cases: args.cli.has('cases') ? (0,expand_patterns/* splitList */.r)(args.cli.get('cases') ?? '') : undefined,
                tags: args.cli.has('tags') ? (0,expand_patterns/* splitList */.r)(args.cli.get('tags') ?? '') : undefined,
            },
            log: (message) => io.stderr(`${message}\n`),
            progressTty: io.stderrIsTty ? (text) => io.stderr(text) : undefined,
            paths,
        });
        const { report, usedVerdicts, rendering } = await (0,publish_run/* publishRun */.ZM)(produced, redactor, reportPath, {
            history: [],
        });
        // Beside the report: the job summary and the PR comment the action would write.
        const base = reportPath.replace(/\.json$/i, '');
        await (0,report_file/* writeOutputFile */.BF)(`${base}.md`, (0,render_summary/* renderSummary */.Br)(rendering));
        await (0,report_file/* writeOutputFile */.BF)(`${base}.comment.md`, (0,render_comment/* renderComment */.wQ)(rendering));
        if (cache && usedVerdicts.size > 0)
            await cache.save(usedVerdicts, clock.now());
        if (args.cli.has('json'))
            rawIo.stdout(redactor.text(`${JSON.stringify(report, null, 2)}\n`));
        else
            io.stdout((0,render_text/* renderText */.S)(report));
        io.stderr(`Report: ${reportPath}\nSummary: ${base}.md\nPR comment: ${base}.comment.md\n`);
        const audit = (0,publish_run/* auditNotice */.Un)(report);
        if (audit?.warns)
            io.stderr(`warning: ${audit.line}\n`);
        return report.passed || report.mode === 'audit' ? 0 : 1;
    }
    catch (error) {
        io.stderr(`${(0,publish_run/* failureMessage */.oh)(error)}\n`);
        // No old report may stay beside a failed run, claiming it passed.
        const stale = (0,external_node_path_.resolve)(io.cwd, flagValue(argv, 'report-path') ?? DEFAULT_REPORT_PATH);
        if (argv[0] !== 'init' &&
            argv[0] !== 'promote' &&
            (await (0,report_file/* removeStaleReport */.O2)(stale, (path) => namedByInputs(path, argv, io.cwd)).catch(() => false)))
            io.stderr(`Removed ${stale}, the report of an earlier run, as this run made none.\n`);
        return 2;
    }
}
/** `init`: the workflow and a sample golden file, never overwriting what is there. */
async function init(argv, io) {
    if (argv.length > 0)
        throw new errors/* UserError */.yo(`init: takes no arguments, got ${argv.join(' ')}`);
    const { written, kept } = await initRepository(io.cwd);
    for (const path of written)
        io.stdout(`wrote ${path}\n`);
    for (const path of kept)
        io.stdout(`kept ${path} (it exists; nothing was overwritten)\n`);
    io.stdout(`\nNext:\n` +
        `  npx context-precision-gate --golden evals/golden.yaml --judge labels   # offline: the labelled case\n` +
        `  OPENAI_API_KEY=... npx context-precision-gate --golden evals/golden.yaml   # every case\n` +
        `then put your own cases in evals/golden.yaml, set retriever-command in the workflow, and add\n` +
        `the OPENAI_API_KEY secret to the repository if some cases have no labels.\n`);
    return 0;
}
/** `promote --report <report.json> [--cases a,b]`: the LLM's verdicts become golden labels. */
async function promote(argv, io) {
    const args = parseArgs(argv);
    const problems = [...args.errors];
    const unexpected = [...args.inputs.keys()].filter((name) => name !== 'report');
    if (unexpected.length > 0)
        problems.push(`promote takes --report and --cases, not ${unexpected.map((n) => `--${n}`).join(', ')}`);
    const reportPath = args.inputs.get('report');
    if (!reportPath)
        problems.push('promote: --report <report.json> is required');
    if (problems.length > 0 || !reportPath)
        throw new errors/* UserError */.yo('promote: invalid arguments (see --help)', problems);
    const report = await (0,report_schema/* readReportFile */.$h)((0,external_node_path_.resolve)(io.cwd, reportPath), reportPath);
    const cases = args.cli.has('cases') ? (0,expand_patterns/* splitList */.r)(args.cli.get('cases') ?? '') : undefined;
    io.stdout(describePromotion(await promoteVerdicts(report, io.cwd, cases)));
    return 0;
}
const DEFAULT_REPORT_PATH = (0,external_node_path_.join)('.context-precision', 'report.json');
/** Whether `path` is one of the files the run's inputs name (never removed, even when a report). */
async function namedByInputs(path, argv, cwd) {
    const target = await (0,contained_path/* realPathOf */.dN)(path);
    const files = [];
    const report = flagValue(argv, 'report');
    if (report)
        files.push((0,external_node_path_.resolve)(cwd, report));
    for (const name of ['golden', 'retrieval', 'merge']) {
        const patterns = flagValue(argv, name);
        if (!patterns)
            continue;
        const matched = await (0,expand_patterns/* expandPatterns */.q)(patterns, cwd, name).catch(() => []);
        for (const file of matched)
            files.push(file.absolute);
    }
    for (const file of files)
        if ((await (0,contained_path/* realPathOf */.dN)(file)) === target)
            return true;
    return false;
}
/** The last value given for `--name` (`--name value` or `--name=value`), read without checking. */
function flagValue(argv, name) {
    let value;
    argv.forEach((arg, i) => {
        if (arg === `--${name}`)
            value = argv[i + 1];
        else if (arg.startsWith(`--${name}=`))
            value = arg.slice(name.length + 3);
    });
    return value?.trim() || undefined;
}


/***/ })

};
