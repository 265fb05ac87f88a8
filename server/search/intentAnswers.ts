import type { StoredDocument } from '../../lib/search/searchIndexData';
import { intentsOf } from '../../lib/search/vocabulary/matchIntents';

/** Kinds that explain: a question's intent answers list them first. */
const EXPLAINING = new Set(['guide', 'page', 'tool', 'video']);

/** A query's intent answers: those it asks outright, and those it asks among other words. */
export interface IntentAnswers {
  /** The query says nothing but the intent ("send envelope"): before exact listing titles. */
  complete: number[];
  /** The query says more ("send envelope reminder"): kept only when the page also says it. */
  partial: number[];
}

/**
 * The pages the vocabulary answers `q` with (lib/search/vocabulary), best first; for a question
 * those that explain come before the methods. `intents` is the index's intent table.
 */
export function intentAnswers(
  q: string,
  intents: ReadonlyMap<string, number[]>,
  documents: readonly StoredDocument[],
  { question = false, typing = false } = {},
): IntentAnswers {
  const answers: IntentAnswers = { complete: [], partial: [] };
  for (const { intent, complete } of intentsOf(q, typing))
    (complete ? answers.complete : answers.partial).push(...(intents.get(intent.id) ?? []));
  if (!question) return answers;
  const explaining = (ids: number[]) => [
    ...ids.filter((id) => EXPLAINING.has(documents[id].kind)),
    ...ids.filter((id) => !EXPLAINING.has(documents[id].kind)),
  ];
  return { complete: explaining(answers.complete), partial: explaining(answers.partial) };
}
