import { useEffect, useMemo, useState } from 'react';
import type { Sample, SampleLanguage } from '../../../../lib/samples/languages';
import type { SampleModel, SampleTarget } from '../../../../lib/samples/model';
import { readySample } from '../../../../lib/samples/readySample';
import { loadSampleWriter } from './loadSampleWriter';

/** A language's sample: ready, being written (`undefined`), or failed to load (`null`). */
export type LanguageSample = Sample | undefined | null;

/**
 * The operation's sample in one language for the reader's target: at once where it needs no
 * httpsnippet (the SDK's call, Python's and PHP's plain HTTP), else once the writer has loaded.
 */
export function useLanguageSample(
  model: SampleModel,
  target: SampleTarget,
  language: SampleLanguage,
): LanguageSample {
  const ready = useMemo(() => readySample(model, target, language), [model, target, language]);
  const [written, setWritten] = useState<{ for: unknown; sample: Sample | null } | null>(null);
  const key = useMemo(() => ({ model, target, language }), [model, target, language]);

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadSampleWriter().then(
      ({ operationSample }) =>
        current && setWritten({ for: key, sample: operationSample(model, target, language) }),
      () => current && setWritten({ for: key, sample: null }),
    );
    return () => {
      current = false;
    };
  }, [ready, key, model, target, language]);

  if (ready) return ready;
  return written?.for === key ? written.sample : undefined;
}
