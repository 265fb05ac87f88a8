import type { SearchDocument } from '../searchDocument';
import { ESIGNATURE, INTENTS, type Intent, type IntentAnswer } from './intents';
import { API_USAGE, OPERATION_USAGE, PAGE_USAGE } from './usage';

// The index builder's side of the vocabulary: which intents a document answers, the words it
// is indexed under for them, and how much its usage weighs.

const answerKey = (answer: IntentAnswer) =>
  'page' in answer ? `page:${answer.page}` : `op:${answer.api}|${answer.operation}`;

/** The keys an answer can name a document by: its page, and its operation when current. */
export function documentKeys(doc: SearchDocument): string[] {
  const keys = [`page:${doc.url}`];
  if (doc.operationId && !doc.legacy)
    keys.push(`op:${doc.apiName ?? ESIGNATURE}|${doc.operationId}`);
  return keys;
}

const ANSWERING = new Map<string, Intent[]>();
for (const intent of INTENTS)
  for (const answer of intent.answers) {
    const key = answerKey(answer);
    ANSWERING.set(key, [...(ANSWERING.get(key) ?? []), intent]);
  }

/** The words of every phrase of the intents a document answers: what it is also found by. */
export function intentKeywords(doc: SearchDocument): string {
  const intents = new Set(documentKeys(doc).flatMap((key) => ANSWERING.get(key) ?? []));
  const words = new Set([...intents].flatMap((intent) => intent.asks.join(' ').split(/\s+/)));
  return [...words].join(' ');
}

const OPERATIONS = new Map(OPERATION_USAGE);

/** The document's usage factor: its operation's, its API's and its page's (1 for none). */
export function usageOf(doc: SearchDocument): number {
  const operation = doc.operationId && !doc.legacy && (doc.apiName ?? ESIGNATURE) === ESIGNATURE;
  return (
    (operation ? (OPERATIONS.get(doc.operationId!) ?? 1) : 1) *
    (doc.apiName && !doc.legacy ? (API_USAGE[doc.apiName] ?? 1) : 1) *
    (PAGE_USAGE[doc.url] ?? 1)
  );
}

/**
 * The index's intent table: each intent's answering documents, by their index ids, in the
 * intent's order. `idOf` gives the id of the first document with a key.
 */
export function intentTable(idOf: (key: string) => number | undefined): Record<string, number[]> {
  const table: Record<string, number[]> = {};
  for (const intent of INTENTS) {
    const ids = intent.answers.flatMap((answer) => idOf(answerKey(answer)) ?? []);
    if (ids.length > 0) table[intent.id] = [...new Set(ids)];
  }
  return table;
}
