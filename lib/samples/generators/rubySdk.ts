import { singleQuoted } from '../literals/layout';
import { rubyLiteral } from '../literals/ruby';
import type { SampleModel, SampleTarget } from '../model';
import { snakeCase } from '../names';
import { sdkCall } from '../sdkCall';
import { tokenText } from '../target';

/**
 * The Ruby SDK call: `envelopes_api.create_envelope(account_id, envelope_definition, options)`
 * with snake_case names, path parameters, the body, then the method's options class
 * (`DocuSign_eSign::ListStatusChangesOptions`, one per method, in the SDK's module).
 */
export function rubySdkSample(model: SampleModel, target: SampleTarget): string | undefined {
  const call = sdkCall(model, 'ruby', target);
  if (!call) return undefined;
  const ns = call.sdk.namespace;
  const statements = [
    `base_path = ${singleQuoted(target.baseUrl)}`,
    `access_token = ${singleQuoted(tokenText(target))}`,
    ...call.path.map(
      (argument) => `${snakeCase(argument.name)} = ${rubyLiteral(argument.value, ns)}`,
    ),
    '',
    `configuration = ${ns}::Configuration.new`,
    'configuration.host = base_path',
    `api_client = ${ns}::ApiClient.new(configuration)`,
    'api_client.set_default_header(\'Authorization\', "Bearer #{access_token}")',
  ];
  const api = snakeCase(call.apiClass);
  statements.push(`${api} = ${ns}::${call.apiClass}.new(api_client)`);
  const args = call.path.map((argument) => snakeCase(argument.name));
  args.push(...call.form.map((field) => rubyLiteral(field.value, ns)));
  if (call.body) {
    statements.push(`${snakeCase(call.body.name)} = ${rubyLiteral(call.body.value, ns)}`);
    args.push(snakeCase(call.body.name));
  }
  if (call.options.length > 0) {
    statements.push(`options = ${ns}::${call.optionsClass}.new`);
    for (const option of call.options)
      statements.push(`options.${snakeCase(option.name)} = ${rubyLiteral(option.value, ns)}`);
    args.push('options');
  }
  const invocation = `${api}.${snakeCase(call.method)}(${args.join(', ')})`;
  statements.push(
    ...(call.answer ? [`result = ${invocation}`, 'puts result'] : [invocation, "puts 'Done.'"]),
  );
  const gem = call.sdk.install;
  return [`require ${singleQuoted(gem)}`, '', ...statements, ''].join('\n');
}
