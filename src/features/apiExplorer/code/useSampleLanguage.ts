import { startTransition, useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { SampleLanguage } from '../../../../lib/samples/languages';
import { useAppDispatch, useHydrated } from '../../../app/hooks';
import type { AppStore } from '../../../app/store';
import { apiExplorerActions } from '../apiExplorerSlice';
import {
  DEFAULT_SAMPLE_LANGUAGE,
  selectSampleLanguage,
  storedSampleLanguage,
  storeSampleLanguage,
} from './sampleLanguage';

/**
 * The reader's sample language (one value in the store, shared by a method page's samples and
 * the explorer's "Request as code") and the function that chooses and remembers it.
 *
 * While the page hydrates it is the default, as the server rendered it; the remembered choice
 * and every later change arrive in a transition, so a part still dehydrated (HydrateLater)
 * keeps its server HTML (React error 421, see useAppSelectorInTransition). A part that mounts
 * after hydration (another page, the explorer) starts from the store's value at once.
 */
export function useSampleLanguage(): [SampleLanguage, (language: SampleLanguage) => void] {
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const [language, setLanguage] = useState(() =>
    hydrated ? selectSampleLanguage(store.getState()) : null,
  );

  useEffect(() => {
    const follow = () => startTransition(() => setLanguage(selectSampleLanguage(store.getState())));
    const unsubscribe = store.subscribe(follow);
    const remembered = storedSampleLanguage();
    if (remembered) dispatch(apiExplorerActions.sampleLanguageRemembered(remembered));
    follow();
    return unsubscribe;
  }, [store, dispatch]);

  const choose = useCallback(
    (next: SampleLanguage) => {
      storeSampleLanguage(next);
      dispatch(apiExplorerActions.sampleLanguageChosen(next));
    },
    [dispatch],
  );
  return [language ?? DEFAULT_SAMPLE_LANGUAGE, choose];
}
