import { looksLikeIdentifier } from '../tokenize';
import { INTENTS, type Intent } from './intents';
import { stem, stems, textQuery } from './words';

/** An intent a query asks: how many of the query's words its phrase holds, and whether all. */
export interface MatchedIntent {
  intent: Intent;
  words: number;
  /** The query says nothing the phrase does not: its answers can come before exact titles. */
  complete: boolean;
}

/** Words that add nothing to a product name or a task: "Maestro API", "send envelope docs". */
const GENERIC = new Set(
  ['api', 'rest', 'doc', 'docs', 'guide', 'get', 'find', 'use', 'make'].map(stem),
);

const ASKS = INTENTS.map((intent) => intent.asks.map((ask) => [...new Set(stems(ask))]));
/** Phrases of one word written like code ("eSignature"): asked, not an identifier. */
const ONE_WORD_ASKS = new Set(
  INTENTS.flatMap((intent) => intent.asks.filter((ask) => !/\s/.test(ask.trim()))).map((ask) =>
    ask.toLowerCase(),
  ),
);

/**
 * The intents a query asks, best first: the phrase holding most of its words, then the
 * vocabulary's order. With `typing`, the last word may be the start of a phrase's word (the
 * reader is still typing it). A query that is one identifier (`signHereTabs`, `invalid_grant`)
 * or a path asks none: the exact-name tables answer it.
 */
export function intentsOf(q: string, typing = false): MatchedIntent[] {
  const trimmed = q.trim();
  if (trimmed.includes('/')) return [];
  const identifier = !/\s/.test(trimmed) && looksLikeIdentifier(trimmed);
  if (identifier && !ONE_WORD_ASKS.has(trimmed.toLowerCase())) return [];
  // A known word written like code ("eSignature") is matched whole, not cut at its capitals.
  const words = [...new Set(stems(identifier ? trimmed.toLowerCase() : textQuery(trimmed)))];
  if (words.length === 0) return [];
  const last = words[words.length - 1];
  const holds = (word: string) =>
    words.includes(word) || (typing && last.length >= 3 && word.startsWith(last));
  const matched: MatchedIntent[] = [];
  INTENTS.forEach((intent, place) => {
    let best: MatchedIntent | undefined;
    for (const ask of ASKS[place]) {
      if (!ask.every(holds)) continue;
      const covered = (word: string) =>
        ask.includes(word) ||
        GENERIC.has(word) ||
        (typing && word === last && ask.some((a) => a.startsWith(word)));
      const candidate = { intent, words: ask.length, complete: words.every(covered) };
      if (!best || candidate.words > best.words || (candidate.complete && !best.complete))
        best = candidate;
    }
    if (best && (best.complete || !intent.whole)) matched.push(best);
  });
  // A stable sort keeps the vocabulary's order among equals.
  return matched.sort((a, b) => b.words - a.words);
}
