import { SAMPLE_LANGUAGES, type SampleLanguage } from '../../../../lib/samples/languages';
import type { RootState } from '../../../app/rootReducer';

/**
 * Where the reader's sample language is kept between visits. Plain localStorage, like the
 * theme: a language is no secret, and the persisted (encrypted) state loads only for a
 * signed-in reader or a consented interest (docs/behaviour.md §3.3).
 */
export const SAMPLE_LANGUAGE_STORAGE_KEY = 'dc-sample-language';

/** The language shown until the reader chooses: the static HTML's. */
export const DEFAULT_SAMPLE_LANGUAGE: SampleLanguage = 'curl';

export const isSampleLanguage = (value: unknown): value is SampleLanguage =>
  SAMPLE_LANGUAGES.some((language) => language.id === value);

export const selectSampleLanguage = (state: RootState) => state.apiExplorer.sampleLanguage;

/** The language chosen on an earlier visit, if any (blocked storage keeps none). */
export function storedSampleLanguage(): SampleLanguage | undefined {
  try {
    const stored = window.localStorage.getItem(SAMPLE_LANGUAGE_STORAGE_KEY);
    return isSampleLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeSampleLanguage(language: SampleLanguage): void {
  try {
    window.localStorage.setItem(SAMPLE_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice lasts until the tab closes (it is in the store).
  }
}
