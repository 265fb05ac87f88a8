import { singleQuoted } from '../literals/layout';
import { pythonLiteral, pythonName } from '../literals/python';
import type { SampleModel, SampleTarget } from '../model';
import { snakeCase } from '../names';
import { sdkCall } from '../sdkCall';
import { tokenText } from '../target';

/**
 * The Python SDK call: snake_case method and names, every argument by keyword (the SDKs' own
 * examples write `create_envelope(account_id=..., envelope_definition=...)`), query parameters
 * among them; models are the SDK's classes.
 */
export function pythonSdkSample(model: SampleModel, target: SampleTarget): string | undefined {
  const call = sdkCall(model, 'python', target);
  if (!call) return undefined;
  const models = new Set<string>();
  const variables = call.path.map(
    (argument) => `${pythonName(argument.name)} = ${pythonLiteral(argument.value, models)}`,
  );
  const keywords = call.path.map(
    (argument) => `${pythonName(argument.name)}=${pythonName(argument.name)}`,
  );
  if (call.body)
    keywords.push(
      `${pythonName(call.body.name)}=${pythonLiteral(call.body.value, models, '    ')}`,
    );
  for (const option of call.options)
    keywords.push(`${pythonName(option.name)}=${pythonLiteral(option.value, models, '    ')}`);
  const api = snakeCase(call.apiClass);
  const imports = ['ApiClient', call.apiClass, ...models].join(', ');
  return [
    `from ${call.sdk.namespace} import ${imports}`,
    '',
    `base_path = ${singleQuoted(target.baseUrl)}`,
    `access_token = ${singleQuoted(tokenText(target))}`,
    ...variables,
    '',
    'api_client = ApiClient()',
    'api_client.host = base_path',
    "api_client.set_default_header('Authorization', f'Bearer {access_token}')",
    `${api} = ${call.apiClass}(api_client)`,
    `${model.answer ? 'result = ' : ''}${api}.${snakeCase(call.method)}(`,
    ...keywords.map((keyword) => `    ${keyword},`),
    ')',
    model.answer ? 'print(result)' : "print('Done.')",
    '',
  ].join('\n');
}
