import { csharpSdkSample } from './generators/csharpSdk';
import { curlSample } from './generators/curl';
import { javaSdkSample } from './generators/javaSdk';
import { nodeSdkSample } from './generators/nodeSdk';
import { phpSdkSample } from './generators/phpSdk';
import { pythonSdkSample } from './generators/pythonSdk';
import { rubySdkSample } from './generators/rubySdk';
import { phpHttpSample } from './http/php';
import { pythonHttpSample } from './http/python';
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

// Plain HTTP samples written here, without httpsnippet.
const OWN_HTTP: Partial<Record<SampleLanguage, SdkGenerator>> = {
  python: pythonHttpSample,
  php: phpHttpSample,
};

/**
 * An operation's sample in one language when it needs no httpsnippet: curl, the official SDK's
 * call, or Python's and PHP's plain HTTP. Undefined where the sample is httpsnippet's (plain HTTP
 * in Node.js, Java, C#, Ruby and Go): a method page loads `operationSample` for those later, so
 * httpsnippet stays out of its first bundle.
 */
export function readySample(
  model: SampleModel,
  target: SampleTarget,
  language: SampleLanguage,
): Sample | undefined {
  const label = SAMPLE_LANGUAGES.find((entry) => entry.id === language)!.label;
  if (language === 'curl')
    return { language, label, kind: 'http', code: curlSample(model, target) };
  if (language !== 'go') {
    const code = SDK_GENERATORS[language](model, target);
    const install = sdkPackage(model.apiName, language)?.install;
    if (code) return { language, label, kind: 'sdk', code, install };
  }
  const own = OWN_HTTP[language]?.(model, target);
  return own === undefined ? undefined : { language, label, kind: 'http', code: own };
}
