import { csharpSdkSample } from './generators/csharpSdk';
import { curlSample } from './generators/curl';
import { javaSdkSample } from './generators/javaSdk';
import { nodeSdkSample } from './generators/nodeSdk';
import { phpSdkSample } from './generators/phpSdk';
import { pythonSdkSample } from './generators/pythonSdk';
import { rubySdkSample } from './generators/rubySdk';
import { httpSample } from './http/samples';
import { SAMPLE_LANGUAGES, type Sample, type SampleLanguage, type SdkLanguage } from './languages';
import type { SampleModel, SampleTarget } from './model';
import { sdkPackage } from './sdkPackages';

type SdkGenerator = (model: SampleModel, target: SampleTarget) => string | undefined;

const SDK_GENERATORS: Record<SdkLanguage, SdkGenerator> = {
  node: nodeSdkSample,
  python: pythonSdkSample,
  java: javaSdkSample,
  csharp: csharpSdkSample,
  php: phpSdkSample,
  ruby: rubySdkSample,
};

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
  const label = SAMPLE_LANGUAGES.find((entry) => entry.id === language)!.label;
  if (language === 'curl')
    return { language, label, kind: 'http', code: curlSample(model, target) };
  if (language !== 'go') {
    const code = SDK_GENERATORS[language](model, target);
    const install = sdkPackage(model.apiName, language)?.install;
    if (code) return { language, label, kind: 'sdk', code, install };
  }
  return { language, label, kind: 'http', code: httpSample(model, target, language) };
}

/** An operation's samples in every language, in the order of the page's tabs. */
export function operationSamples(model: SampleModel, target: SampleTarget): Sample[] {
  return SAMPLE_LANGUAGES.map(({ id }) => operationSample(model, target, id));
}
