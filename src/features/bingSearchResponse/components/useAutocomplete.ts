import { useEffect, useState } from 'react';
import { fetchAutocomplete } from '../api';
import type { AutocompleteSuggestion } from '../../../../lib/search/searchContract';

export const AUTOCOMPLETE_DEBOUNCE_MS = 150;
const MIN_LENGTH = 2;

/**
 * Suggestions for what the reader has typed: asked for 150 ms after the last keystroke, and a
 * request still running when the text changes again is aborted, so answers never arrive out of
 * order.
 */
export function useAutocomplete(text: string): AutocompleteSuggestion[] {
  const [suggestions, setSuggestions] = useState<AutocompleteSuggestion[]>([]);
  const q = text.trim();

  useEffect(() => {
    if (q.length < MIN_LENGTH) {
      setSuggestions([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchAutocomplete(q, controller.signal)
        .then((answer) => setSuggestions(answer.suggestions))
        .catch(() => {
          // Aborted or failed: suggestions are a convenience; the search page reports errors.
          if (!controller.signal.aborted) setSuggestions([]);
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return suggestions;
}
