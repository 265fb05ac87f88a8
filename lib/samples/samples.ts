import { httpSample } from './http/samples';
import { SAMPLE_LANGUAGES, type Sample, type SampleLanguage } from './languages';
import type { SampleModel, SampleTarget } from './model';
import { readySample } from './readySample';

/**
 * One operation's sample in one language: the official SDK's call where the platform has an SDK
 * for the API in that language and the SDK has the method; plain HTTP in the language's standard
 * library otherwise; curl as itself.
 */
export function operationSample(
  model: SampleModel,
  target: SampleTarget,
  language: SampleLanguage,
): Sample {
  const ready = readySample(model, target, language);
  if (ready || language === 'curl') return ready!;
  const label = SAMPLE_LANGUAGES.find((entry) => entry.id === language)!.label;
  return { language, label, kind: 'http', code: httpSample(model, target, language) };
}

/** An operation's samples in every language, in the order of the page's tabs. */
export function operationSamples(model: SampleModel, target: SampleTarget): Sample[] {
  return SAMPLE_LANGUAGES.map(({ id }) => operationSample(model, target, id));
}
