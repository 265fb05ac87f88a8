import type { SampleModel, SampleParameter, SampleTarget } from './model';
import { sdkPackage, API_SDKS, type SdkPackage } from './sdkPackages';
import type { SdkLanguage } from './languages';
import { pascalCase } from './names';
import { bodyValue, parameterText, pathParameters, queryParameters } from './target';
import type { TypedValue, TypeRef } from './typedValue';

/** An argument of an SDK call: its spec name, SDK type and value. */
export interface SdkArgument {
  name: string;
  type: TypeRef;
  value: TypedValue;
}

/**
 * An SDK call in no language yet, by the rules the platform's SDKs share: the API class is
 * x-ds-service + `Api`, the method x-ds-methodname; path parameters are arguments in the order the
 * path names them (PHP and Ruby: their spec's, see pathArguments), then the body; query
 * parameters go in an options object (Node's `opts`, Python's keywords, `<Method>Options`
 * classes elsewhere), and so does Node's optional body.
 */
export interface SdkCall {
  sdk: SdkPackage;
  /** Java and C# type uuid ids as UUID / Guid. */
  uuidTypes: boolean;
  apiClass: string;
  method: string;
  /** `ListStatusChangesOptions`: the options class of Java, C#, PHP and Ruby. */
  optionsClass: string;
  path: SdkArgument[];
  body?: SdkArgument & { required: boolean; kind: 'json' | 'file' };
  /** A form's fields (a CSV file to import): arguments after the path parameters. */
  form: SdkArgument[];
  options: SdkArgument[];
  answer?: TypeRef;
}

/** The class an SDK puts a method on: x-ds-service, unless the SDK says otherwise. */
function apiClassOf(apiName: string, name: { service: string; method: string }): string {
  const api = API_SDKS[apiName];
  return api?.singleClass ?? api?.classOf?.[name.method] ?? name.service;
}

/** PHP and Ruby take path parameters in their spec's order where it is alphabetical (sdkPackages.ts). */
function pathArguments(model: SampleModel, language: SdkLanguage): SampleParameter[] {
  const path = pathParameters(model);
  const alphabetical = API_SDKS[model.apiName]?.alphabeticalPaths === true;
  if (!alphabetical || (language !== 'php' && language !== 'ruby')) return path;
  return [...path].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** A value given as text (an id, a query value) typed as the SDK declares it. */
export function textValue(text: string, type: TypeRef): TypedValue {
  if (
    (type.kind === 'integer' || type.kind === 'number') &&
    text.trim() !== '' &&
    !Number.isNaN(Number(text))
  )
    return { kind: type.kind, value: Number(text) };
  if (type.kind === 'boolean' && (text === 'true' || text === 'false'))
    return { kind: 'boolean', value: text === 'true' };
  return { kind: 'string', value: text, format: type.kind === 'string' ? type.format : undefined };
}

/** The SDK call of a sample model in a language; undefined when that SDK has no such method. */
export function sdkCall(
  model: SampleModel,
  language: SdkLanguage,
  target: SampleTarget,
): SdkCall | undefined {
  const sdk = sdkPackage(model.apiName, language);
  if (!sdk || !model.sdk) return undefined;
  const argument = (parameter: SampleParameter): SdkArgument => ({
    name: parameter.name,
    type: parameter.type,
    value: textValue(parameterText(parameter, target), parameter.type),
  });
  const call: SdkCall = {
    sdk,
    uuidTypes: API_SDKS[model.apiName]?.uuidTypes === true,
    apiClass: `${pascalCase(apiClassOf(model.apiName, model.sdk))}Api`,
    method: model.sdk.method,
    optionsClass: `${pascalCase(model.sdk.method)}Options`,
    path: pathArguments(model, language).map(argument),
    options: queryParameters(model).map(argument),
    form: [],
  };
  const api = API_SDKS[model.apiName];
  const body = model.body && { ...model.body, value: bodyValue(model, target)! };
  if (body?.kind === 'form' && body.value.kind === 'map')
    call.form = body.value.entries.map(({ key, value }) => ({
      name: key,
      type: value.kind === 'file' ? { kind: 'file' } : { kind: 'string' },
      value,
    }));
  else if (body && body.kind !== 'form') {
    const required = api?.requiredBodies === true;
    call.body = { name: body.name, type: body.type, value: body.value, kind: body.kind, required };
  }
  if (model.answer) call.answer = model.answer;
  return call;
}
