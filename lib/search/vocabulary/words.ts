import { processTerm, tokenize } from '../tokenize';

/** First words of a question: such a query wants a guide before a method (how, what, why...). */
const QUESTION_STARTS = new Set(
  ['how', 'what', 'why', 'can', 'where', 'when', 'which', 'who', 'is', 'are', 'do', 'does'].concat([
    'should',
    'could',
  ]),
);

/**
 * Words of a question that say how it is asked, not what about: left out of the text search
 * ("how do I send an envelope" looks for "send envelope") and of intent matching.
 */
const FILLER = new Set([
  ...QUESTION_STARTS,
  ...['did', 'will', 'would', 'i', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'please'],
]);

/** True for a question: its first word asks ("how to...", "what is...") or it ends with "?". */
export function isQuestion(q: string): boolean {
  const first = q.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return QUESTION_STARTS.has(first) || q.trim().endsWith('?');
}

/**
 * The query for the text search: without the words that only say it is a question. Unchanged
 * when nothing else would remain.
 */
export function textQuery(q: string): string {
  const words = q.trim().split(/\s+/);
  const kept = words.filter((word) => !FILLER.has(word.toLowerCase().replace(/\?$/, '')));
  return kept.length > 0 && kept.length < words.length ? kept.join(' ') : q.trim();
}

/**
 * A word's stem for matching the vocabulary's phrases, not for the index: "envelopes",
 * "sending", "signed", "voided" meet "envelope", "send", "sign", "void". Plain suffix rules
 * suffice for the platform's words; both sides go through the same ones.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  // A suffix goes only when a syllable remains: "sending", "voided", not "string", "embed".
  const syllable = (rest: string) => rest.length >= 3 && /[aeiouy]/.test(rest);
  if (w.endsWith('ing') && syllable(w.slice(0, -3))) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed') && syllable(w.slice(0, -2))) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  // "cancelled", "embedding": the doubled consonant left behind goes too ("access" keeps its).
  if (/([b-df-hj-np-rtv-z])\1$/.test(w)) w = w.slice(0, -1);
  // "changes", "changed" and "change" all become "chang".
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/**
 * The stems of a text's meaningful words, filler left out: tokenized as the index is but in
 * lower case, so a product written like code ("eSignature API") stays one word.
 */
export function stems(text: string): string[] {
  return tokenize(text.toLowerCase())
    .map(processTerm)
    .filter((term): term is string => term !== null && !FILLER.has(term))
    .map(stem);
}
