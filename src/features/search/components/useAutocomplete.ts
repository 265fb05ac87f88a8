import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { fetchAutocomplete } from '../api';
import { errorToastText } from '../../toasts/errorToastText';
import { toastsActions } from '../../toasts/toastsSlice';
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
 * order. A failed ask raises an error toast (docs/behaviour.md §8), once until an ask answers
 * again: typing on while the service is down would otherwise stack a toast per keystroke.
 */
export function useAutocomplete(text: string): Autocomplete {
  const [state, setState] = useState<Autocomplete>(IDLE);
  const dispatch = useAppDispatch();
  const toasted = useRef(false);
  const q = text.trim();

  useEffect(() => {
    if (q.length < MIN_LENGTH) {
      setState(IDLE);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchAutocomplete(q, controller.signal)
        .then((answer) => {
          toasted.current = false;
          setState({ suggestions: answer.suggestions, status: 'done' });
        })
        .catch((error: unknown) => {
          // Aborted: a newer text asks; failed: said in the list and in a toast (§8).
          if (controller.signal.aborted) return;
          setState({ suggestions: [], status: 'failed' });
          if (toasted.current) return;
          toasted.current = true;
          dispatch(toastsActions.toastAdded({ text: errorToastText(error), kind: 'danger' }));
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, dispatch]);

  return state;
}
