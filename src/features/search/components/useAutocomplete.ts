import { useEffect, useState } from 'react';
import { fetchAutocomplete } from '../api';
import type { AutocompleteSuggestion } from '../../../../lib/search/searchContract';

export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

/** The suggestions for the current text, and whether the last ask answered or failed. */
export interface Autocomplete {
  suggestions: AutocompleteSuggestion[];
  status: 'idle' | 'done' | 'failed';
}
const IDLE: Autocomplete = { suggestions: [], status: 'idle' };
const MIN_LENGTH = 2;

/**
 * Suggestions for what the reader has typed: asked for 150 ms after the last keystroke, and a
 * request still running when the text changes again is aborted, so answers never arrive out of
 * order.
 */
export function useAutocomplete(text: string): Autocomplete {
  const [state, setState] = useState<Autocomplete>(IDLE);
  const q = text.trim();

  useEffect(() => {
    if (q.length < MIN_LENGTH) {
      setState(IDLE);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchAutocomplete(q, controller.signal)
        .then((answer) => setState({ suggestions: answer.suggestions, status: 'done' }))
        .catch(() => {
          // Aborted: a newer text asks; failed: said in the list (docs/behaviour.md §8).
          if (!controller.signal.aborted) setState({ suggestions: [], status: 'failed' });
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return state;
}
