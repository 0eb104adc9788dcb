export const id = 586;
export const ids = [586];
export const modules = {

/***/ 9586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createLlmJudge: () => (/* binding */ createLlmJudge),
  verdictsSchema: () => (/* binding */ verdictsSchema)
});

// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider-utils/dist/index.js
var dist = __webpack_require__(1763);
// EXTERNAL MODULE: ./node_modules/ai/dist/index.js + 3 modules
var ai_dist = __webpack_require__(2535);
// EXTERNAL MODULE: ./src/timing/clock.ts
var clock = __webpack_require__(184);
// EXTERNAL MODULE: ./src/golden/statements.ts
var statements = __webpack_require__(2047);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
;// CONCATENATED MODULE: ./src/judge/adaptive-limit.ts

/**
 * Requests in flight to the judge, adapted to what the provider allows (AIMD, as TCP does): start
 * at `max` (the `concurrency` input); halve on a rate-limit answer (429), once per round of
 * requests; grow by one after `limit` answers in a row without one, back up to `max`.
 */
class AdaptiveLimit {
    max;
    slots;
    successes = 0;
    /** Bumped on every decrease: a request sent before it was sent under a higher limit. */
    epoch = 0;
    constructor(max) {
        this.max = max;
        this.slots = (0,p_limit/* default */.A)(max);
    }
    /** Runs `send` in a slot, once one is free; it gets the epoch to hand back to `rateLimited`. */
    run(send) {
        return this.slots(() => send(this.epoch));
    }
    /** An answer that was not a rate limit: additive increase. */
    succeeded() {
        if (this.slots.concurrency >= this.max)
            return;
        this.successes += 1;
        if (this.successes >= this.slots.concurrency) {
            this.successes = 0;
            this.slots.concurrency += 1;
        }
    }
    /**
     * A 429 for a request sent at `epoch`: multiplicative decrease, unless the limit was already
     * lowered after that request went out. False when the limit cannot go lower (one at a time): only
     * then is the 429 the provider's limit rather than ours, and it counts as a failed attempt.
     */
    rateLimited(epoch) {
        this.successes = 0;
        if (epoch < this.epoch)
            return true;
        if (this.slots.concurrency <= 1)
            return false;
        this.slots.concurrency = Math.floor(this.slots.concurrency / 2);
        this.epoch += 1;
        return true;
    }
}

// EXTERNAL MODULE: ./src/judge/relevance-judge.ts
var relevance_judge = __webpack_require__(902);
;// CONCATENATED MODULE: ./src/judge/judge-breaker.ts

/**
 * Stops the run when the judge is down or hangs: after `threshold` cases in a row fail with
 * `unavailable` (each having used its retries), no request is sent any more, requests in flight
 * are abandoned, and every case still to judge fails at once with one message saying what to check.
 */
class JudgeBreaker {
    threshold;
    server;
    retry;
    controller = new AbortController();
    signal = this.controller.signal;
    consecutive = 0;
    stopped;
    constructor(threshold, server, retry) {
        this.threshold = threshold;
        this.server = server;
        this.retry = retry;
    }
    /** The judge gave an answer (usable or not): it is up. */
    answered() {
        this.consecutive = 0;
    }
    /** Counts the failure and returns the error to throw for the case (once stopped: the stop's). */
    failed(error, usage) {
        if (this.stopped)
            return new relevance_judge/* JudgeError */.Q6(this.stopped.message, usage, this.stopped.failure);
        if (!relevance_judge/* JudgeError */.Q6.isInstance(error))
            return error;
        if (error.failure === 'stop' || error.failure === 'needs-key')
            return this.stop(error);
        if (error.failure !== 'unavailable') {
            this.consecutive = 0;
            return error;
        }
        this.consecutive += 1;
        if (this.consecutive < this.threshold)
            return error;
        const cause = error.message.replace(/^case "[^"]*": /, '');
        const message = `judge: the judge at ${this.server} is unavailable: ${this.consecutive} cases in a row failed (last: ${cause}), so the run stopped asking; check that the server is up and base-url and model are right, or raise judge-timeout (now ${this.retry.requestTimeoutMs / 1000} s) or judge-retries (now ${this.retry.maxRetries})`;
        return this.stop(new relevance_judge/* JudgeError */.Q6(message, usage, 'stop'));
    }
    stop(error) {
        this.stopped = error;
        this.controller.abort();
        return error;
    }
}

// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider/dist/index.js
var provider_dist = __webpack_require__(583);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/format/numbers.ts
var numbers = __webpack_require__(3613);
// EXTERNAL MODULE: ./src/format/plain-text.ts
var plain_text = __webpack_require__(179);
// EXTERNAL MODULE: ./src/timing/backoff.ts
var backoff = __webpack_require__(4866);
;// CONCATENATED MODULE: ./src/judge/llm-failure.ts





/** First backoff delay; doubled on every retry, with jitter. A `retry-after` header wins. */
const INITIAL_DELAY_MS = 1_000;
const MAX_RETRY_AFTER_MS = 60_000;
/** Decides what a failed judge call calls for; the judge's loop only carries it out. */
function classifyFailure(error, state) {
    const fail = (failure, message) => ({
        kind: 'fail',
        failure,
        message,
    });
    if (state.stopped)
        return fail('stop', 'the run stopped asking');
    if (state.withTemperature && rejectsTemperature(error))
        return { kind: 'without-temperature' };
    const { modelId, server } = state.judgeModel;
    const misconfigured = configurationProblem(error, modelId, state.redact);
    const status = provider_dist/* APICallError */.hL.isInstance(error) ? error.statusCode : undefined;
    const met = errorKind(error);
    if (misconfigured !== undefined && !state.hasKey && (status === 401 || status === 403))
        return fail('needs-key', `${server} refused to answer without a key (HTTP ${status})`);
    if (misconfigured !== undefined)
        return fail('stop', `judge: ${server} answered that the judge is misconfigured: ${misconfigured}. No more requests were sent.`);
    const { clock } = state.retry;
    if (status === 429 && state.ownRateLimit())
        return {
            kind: 'retry',
            delayMs: retryDelayMs(error, 0, INITIAL_DELAY_MS, clock),
            waitTurn: true,
        };
    if (met === 'unusable')
        return {
            kind: 'unusable',
            problem: `unparsable answer (${(0,errors/* errorMessage */.gJ)(error).split('\n')[0]})`,
        };
    if (met === 'answer' || met === 'other')
        return fail(status !== undefined && status >= 400 && status < 500 ? 'request' : 'answer', `case "${state.caseId}": judge request failed: ${describeApiError(error, state.retry)}`);
    // Never answered, and not even a connection this time: base-url is wrong, or nothing serves it.
    const unreached = !state.answered && met === 'connection';
    if (unreached && state.attempt >= state.retry.maxRetries)
        return fail('stop', `judge: cannot reach the judge at ${server}: ${connectionProblem(error)} (${(0,numbers/* plural */.LS)(state.attempt + 1, 'attempt')}, no answer in this run); check base-url and that the server is up and reachable from here`);
    if (state.attempt >= state.retry.maxRetries)
        return fail('unavailable', `case "${state.caseId}": judge request failed after ${(0,numbers/* plural */.LS)(state.attempt + 1, 'attempt')}: ${describeApiError(error, state.retry)}`);
    const initialDelayMs = unreached ? INITIAL_DELAY_MS / 4 : INITIAL_DELAY_MS;
    return { kind: 'retry', delayMs: retryDelayMs(error, state.attempt, initialDelayMs, clock) };
}
/**
 * How long to wait before retrying: `retry-after-ms`, `retry-after` (seconds or a date), or when
 * the provider says its request or token budget is spent, `x-ratelimit-reset-requests` /
 * `x-ratelimit-reset-tokens` (OpenAI's durations such as `1s`, `6m0s`, `20ms`), when given and
 * sane; else exponential backoff with jitter.
 */
function retryDelayMs(error, attempt, initialDelayMs, clock) {
    const headers = provider_dist/* APICallError */.hL.isInstance(error) ? (error.responseHeaders ?? {}) : {};
    const fromHeader = () => {
        const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
        if (Number.isFinite(ms))
            return ms;
        const value = headers['retry-after'];
        if (value !== undefined) {
            const seconds = Number.parseFloat(value);
            return Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - clock.now().getTime();
        }
        const resets = ['requests', 'tokens']
            .filter((kind) => headers[`x-ratelimit-remaining-${kind}`]?.trim() === '0')
            .map((kind) => parseDuration(headers[`x-ratelimit-reset-${kind}`] ?? ''))
            .filter((reset) => reset !== undefined);
        return resets.length > 0 ? resets.reduce((a, b) => Math.max(a, b)) : undefined;
    };
    const header = fromHeader();
    if (header !== undefined && header >= 0 && header <= MAX_RETRY_AFTER_MS)
        return header;
    return (0,backoff/* backoffDelay */.E)(attempt, initialDelayMs, { random: clock.random });
}
/** `6m0s`, `1.5s`, `20ms` → milliseconds. */
function parseDuration(text) {
    const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
    if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text.trim())
        return undefined;
    const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
    return parts.reduce((total, p) => total + Number(p[1]) * unit[p[2]], 0);
}
/**
 * What a failed call met: an HTTP answer (`busy`: 408/409/429/5xx, worth retrying), a body that is
 * not the verdicts (`unusable`), our per-request timeout, no HTTP answer at all (`connection`:
 * refused, no such host, TLS, a reset; not a timeout: a server may be slow), or anything else.
 */
function errorKind(error) {
    if (provider_dist/* APICallError */.hL.isInstance(error)) {
        if (error.statusCode !== undefined)
            return error.isRetryable ? 'busy' : 'answer';
        return error.isRetryable ? 'connection' : 'other';
    }
    const name = error?.name ?? '';
    if (/NoObjectGenerated|NoOutputGenerated|JSONParse|TypeValidation|NoContentGenerated/.test(name))
        return 'unusable';
    if (name === 'TimeoutError' || name === 'AbortError')
        return 'timeout';
    const message = (0,errors/* errorMessage */.gJ)(error);
    return /fetch failed|ECONNRESET|socket hang up/i.test(message) ? 'connection' : 'other';
}
/**
 * What the connection said, on one line, without the SDK's preamble: `connect ECONNREFUSED
 * 127.0.0.1:9`, `getaddrinfo ENOTFOUND judge.invalid`, `TLS failed: wrong version number`.
 */
function connectionProblem(error) {
    const said = (0,errors/* errorMessage */.gJ)(error).replace(/^Cannot connect to API: /, '');
    const tls = /SSL routines:[^:]*:([^:]+)/.exec(said);
    return tls ? `TLS failed: ${tls[1]}` : said.replace(/\s+/g, ' ').trim();
}
function describeApiError(error, retry) {
    if (provider_dist/* APICallError */.hL.isInstance(error)) {
        return error.statusCode === undefined
            ? `${error.message} (${error.url})`
            : `HTTP ${error.statusCode} from ${error.url}: ${error.message}`;
    }
    return errorKind(error) === 'timeout'
        ? `timed out after ${retry.requestTimeoutMs / 1000} s`
        : (0,errors/* errorMessage */.gJ)(error);
}
/** The provider's error object, from the SDK's parsed data or the raw body. */
function apiErrorBody(error) {
    const fromData = error.data?.error;
    if (fromData && typeof fromData === 'object')
        return fromData;
    try {
        const parsed = JSON.parse(error.responseBody ?? '');
        if (parsed.error && typeof parsed.error === 'object')
            return parsed.error;
    }
    catch {
        // Not JSON: only the status and message are known.
    }
    return {};
}
/** True when the model refused `temperature` (OpenAI's reasoning models: 400, param "temperature"). */
function rejectsTemperature(error) {
    if (!provider_dist/* APICallError */.hL.isInstance(error) || error.statusCode !== 400)
        return false;
    const body = apiErrorBody(error);
    return (body.param === 'temperature' ||
        /unsupported (parameter|value)\W+temperature/i.test(body.message ?? error.message));
}
/**
 * When an answer shows the judge is misconfigured (no retry and no other case can succeed), what
 * to fix, in one sentence; undefined for anything else.
 */
function configurationProblem(error, model, redact) {
    if (!provider_dist/* APICallError */.hL.isInstance(error) || error.statusCode === undefined)
        return undefined;
    const status = error.statusCode;
    const body = apiErrorBody(error);
    // Redacted before it is cut (at 300 characters and `…`): a secret cut in two is no longer found.
    const said = (0,plain_text/* shorten */.ml)(redact(body.message ?? error.message), 301);
    // OpenAI's and Azure's codes are strings (Google's is the status again: left out).
    const code = typeof body.code === 'string' && body.code !== String(status) ? body.code : '';
    const answer = `HTTP ${status}${code ? ` ${code}` : ''}: ${said}`;
    // Google answers a wrong key with 400 INVALID_ARGUMENT, reason API_KEY_INVALID.
    const keyInvalid = status === 400 && /API_KEY_INVALID|API key not valid/.test(error.responseBody ?? said);
    if (status === 401 || keyInvalid)
        return `the key was refused (${answer}); check api-key (or the provider's key variable)`;
    if (status === 403)
        return `access was denied (${answer}); check that the key may use model "${model}" (project, organisation, region)`;
    if (status === 404) {
        return /model_not_found|DeploymentNotFound/i.test(code) || /model|deployment/i.test(said)
            ? `model "${model}" is unknown to the server (${answer}); check model (for azure/…: the deployment name)`
            : `${error.url} does not exist (${answer}); check base-url (for OpenAI-compatible servers it usually ends in /v1) and api`;
    }
    if (status === 429 && (body.code === 'insufficient_quota' || body.type === 'insufficient_quota'))
        return `the account has no quota left (${answer}); check the plan and billing of the key's account`;
    if (status === 400 || status === 422) {
        if (/unsupported_(parameter|value)/.test(body.code ?? '') ||
            /^unsupported (parameter|value)/i.test(said))
            return `model "${model}" rejects a parameter the judge sends (${answer}); use another model or api`;
        if (body.code === 'invalid_json_schema' ||
            /response_format|json_schema|text\.format/i.test(`${body.param ?? ''} ${said}`))
            return `model "${model}" does not take the judge's JSON-schema structured output (${answer}); use a model that supports structured outputs`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/judge/judge-providers.ts
var judge_providers = __webpack_require__(1479);
// EXTERNAL MODULE: ./src/judge/judge-prompt.ts
var judge_prompt = __webpack_require__(2019);
;// CONCATENATED MODULE: ./src/judge/llm-judge.ts









/**
 * Cases in a row that fail the same way (down, hanging, 5xx after retries) before the run stops
 * asking. A judge never reached in the run stops it at its first case (llm-failure.ts).
 */
const UNAVAILABLE_AFTER = 3;
/** 429s one request may wait out while the limit comes down, besides its retries. */
const MAX_RATE_LIMITED_WAITS = 20;
/** The answer's schema for the SDK: the JSON schema sent, checked locally with zod. */
const verdictsSchema = (0,dist/* jsonSchema */.Og)(judge_prompt/* VERDICTS_JSON_SCHEMA */.Eh, {
    validate: (value) => {
        const result = judge_prompt/* verdictsOutput */.G5.safeParse(value);
        return result.success
            ? { success: true, value: result.data }
            : { success: false, error: result.error };
    },
});
/** The judge model behind the `ai` SDK: OpenAI (and compatible servers), Azure, Anthropic, Google. */
async function createLlmJudge(settings) {
    const judgeModel = await (0,judge_providers/* createJudgeModel */.T)(settings);
    const retry = {
        maxRetries: settings.maxRetries,
        requestTimeoutMs: settings.requestTimeoutMs,
        clock: settings.clock ?? clock/* systemClock */.m,
    };
    const breaker = new JudgeBreaker(UNAVAILABLE_AFTER, judgeModel.server, retry);
    const session = {
        judgeModel,
        hasKey: settings.apiKey !== undefined,
        redact: settings.redact ?? ((text) => text),
        limit: new AdaptiveLimit(settings.maxInFlight),
        retry,
        stopSignal: breaker.signal,
        sendTemperature: true,
        answered: false,
    };
    // The first request goes alone: a wrong key, model or base-url shows in one answer, not in
    // `concurrency` of them.
    let firstAnswer;
    return {
        async judgeContexts(request) {
            const usage = (0,relevance_judge/* noUsage */.tk)();
            if (request.contexts.length === 0)
                return { verdicts: [], usage };
            if (firstAnswer)
                await firstAnswer.catch(() => undefined);
            const answering = judgeOnce(session, request, usage);
            firstAnswer ??= answering;
            try {
                const answer = await answering;
                breaker.answered();
                return answer;
            }
            catch (error) {
                throw breaker.failed(error, usage);
            }
        },
    };
}
async function judgeOnce(session, request, usage) {
    const statementCount = (0,statements/* splitStatements */.X)(request.expected).length;
    let problem = '';
    // A wrong verdict count or an unparsable answer is asked once more, then fails the case.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
        const output = await askOnce(session, request, usage);
        problem =
            typeof output === 'string'
                ? output
                : ((0,judge_prompt/* verdictCountProblem */.Gg)(output, request.contexts.length, statementCount) ?? '');
        if (typeof output === 'string' || problem !== '')
            continue;
        // One verdict per index 0..n-1 (checked): in index order, they follow the contexts.
        const verdicts = output.verdicts
            .toSorted((a, b) => a.index - b.index)
            .map((v) => ({
            relevant: v.verdict === 'yes',
            reason: v.reason.trim(),
            statements: [...new Set(v.statements)].sort((a, b) => a - b),
        }));
        return { verdicts, usage };
    }
    throw new relevance_judge/* JudgeError */.Q6(`case "${request.caseId}": the judge's answer was unusable twice: ${problem}`, usage, 'answer');
}
/** One judge call, with retries on transient failures. Returns the output, or the reason it was unusable. */
async function askOnce(session, request, usage) {
    const { retry, stopSignal } = session;
    let limitedByUs = 0;
    for (let attempt = 0;; attempt += 1) {
        let epoch = 0;
        let withTemperature = session.sendTemperature;
        let error;
        // The slot is held for the request only, not while waiting to retry. Once the run stopped
        // asking, nothing is sent and the failure below is `stop`.
        try {
            const result = await session.limit.run((at) => {
                epoch = at;
                withTemperature = session.sendTemperature;
                if (stopSignal.aborted)
                    throw stopSignal.reason;
                usage.requests += 1;
                return send(session, request, withTemperature);
            });
            session.answered = true;
            session.limit.succeeded();
            usage.inputTokens += result.usage.inputTokens ?? 0;
            usage.outputTokens += result.usage.outputTokens ?? 0;
            return result.output;
        }
        catch (caught) {
            error = caught;
            const met = errorKind(caught);
            if (met === 'answer' || met === 'busy' || met === 'unusable')
                session.answered = true;
            // An unusable answer is an answer: not a rate limit.
            if (met === 'unusable')
                session.limit.succeeded();
        }
        const action = classifyFailure(error, {
            ...session,
            stopped: stopSignal.aborted,
            withTemperature,
            caseId: request.caseId,
            attempt,
            ownRateLimit: () => session.limit.rateLimited(epoch) && limitedByUs < MAX_RATE_LIMITED_WAITS,
        });
        switch (action.kind) {
            case 'without-temperature':
                // A reasoning model (maybe under a custom deployment name): asked again without it, once,
                // and the rest of the run omits it.
                session.sendTemperature = false;
                attempt -= 1;
                continue;
            case 'unusable':
                return action.problem;
            case 'fail':
                throw new relevance_judge/* JudgeError */.Q6(action.message, usage, action.failure);
        }
        await retry.clock.sleep(action.delayMs, stopSignal);
        if (action.waitTurn) {
            limitedByUs += 1;
            attempt -= 1;
        }
    }
}
/** The request itself, through the ai SDK (no SDK retries: each attempt has its own timeout). */
function send(session, request, withTemperature) {
    return (0,ai_dist/* generateText */.Df5)({
        model: session.judgeModel.languageModel,
        instructions: judge_prompt/* JUDGE_INSTRUCTIONS */.A5,
        prompt: (0,judge_prompt/* buildJudgePrompt */.c7)(request),
        output: ai_dist/* Output */.k7i.object({ schema: verdictsSchema, name: 'context_verdicts' }),
        ...(withTemperature && { temperature: 0 }),
        // Evaluation data is not kept by the provider (`store: false` on the Responses API).
        providerOptions: session.judgeModel.providerOptions,
        maxRetries: 0,
        abortSignal: AbortSignal.any([
            session.stopSignal,
            AbortSignal.timeout(session.retry.requestTimeoutMs),
        ]),
    });
}


/***/ })

};
