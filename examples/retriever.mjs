#!/usr/bin/env node
// Example lexical retriever for Context Precision Gate.
// Protocol: JSONL on stdin, one {"id","query"} per line; JSONL on stdout, one
// {"id","contexts":[{"id","text","score"}]} per input line, best context first.
// Scoring is plain BM25 so results are deterministic and need no network or keys.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const K1 = 1.2;
const B = 0.75;
const TOP_K = parsePositiveInt(process.env.RETRIEVER_TOP_K, 5);
const CORPUS_PATH =
  process.env.RETRIEVER_CORPUS || fileURLToPath(new URL('./corpus.jsonl', import.meta.url));

// Small stopword list: enough to stop "how do i ..." from dominating scores.
const STOPWORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in is it its my of on or ' +
    'should so than that the their then there these this to was we what when where ' +
    'which while who why will with you your'
  ).split(' '),
);

function parsePositiveInt(value, fallback) {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function fail(message) {
  process.stderr.write(`retriever: ${message}\n`);
  process.exit(2);
}

// Lowercase word tokens; keeps digits so "pg_dump" or "16" still match.
function tokenize(text) {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((t) => !STOPWORDS.has(t));
}

function loadCorpus(path) {
  let raw;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (err) {
    fail(`cannot read corpus ${path}: ${err.message}`);
  }
  const docs = [];
  raw.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let doc;
    try {
      doc = JSON.parse(line);
    } catch {
      fail(`${path}:${i + 1}: invalid JSON`);
    }
    if (typeof doc?.id !== 'string' || typeof doc?.text !== 'string') {
      fail(`${path}:${i + 1}: expected {"id": string, "text": string}`);
    }
    const tf = new Map();
    const tokens = tokenize(doc.text);
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    docs.push({ id: doc.id, text: doc.text, tf, length: tokens.length });
  });
  return docs;
}

const docs = loadCorpus(CORPUS_PATH);
const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(docs.length, 1);

// Document frequency per term, then the BM25 idf (the "+1" form never goes negative).
const df = new Map();
for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
const idf = (t) => {
  const n = df.get(t) ?? 0;
  return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
};

function search(query) {
  const terms = [...new Set(tokenize(query))];
  const scored = docs.map((d) => {
    let score = 0;
    for (const t of terms) {
      const f = d.tf.get(t);
      if (!f) continue;
      score += (idf(t) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avgLength));
    }
    return { id: d.id, text: d.text, score: Number(score.toFixed(6)) };
  });
  // Ties broken by id ascending so the output is stable across runs and platforms.
  scored.sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return scored.filter((s) => s.score > 0).slice(0, TOP_K);
}

let lineNo = 0;
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of rl) {
  lineNo += 1;
  if (!line.trim()) continue; // blank lines are harmless; skip them
  let req;
  try {
    req = JSON.parse(line);
  } catch {
    fail(`stdin line ${lineNo}: invalid JSON`);
  }
  if (typeof req?.id !== 'string' || typeof req?.query !== 'string') {
    fail(`stdin line ${lineNo}: expected {"id": string, "query": string}`);
  }
  process.stdout.write(JSON.stringify({ id: req.id, contexts: search(req.query) }) + '\n');
}
