import { javaArgument, javaLiteral, javaType } from '../literals/java';
import { doubleQuoted } from '../literals/layout';
import type { SampleModel, SampleTarget } from '../model';
import { camelCase, pascalCase } from '../names';
import { sdkCall } from '../sdkCall';
import { tokenText } from '../target';

/**
 * The Java SDK call: `envelopesApi.createEnvelope(accountId, envelopeDefinition, options)` with
 * path parameters in path order, then the body, then the method's options class
 * (`envelopesApi.new ListStatusChangesOptions()`, an inner class of the API) when a query
 * parameter is set; models are built with their fluent setters.
 */
export function javaSdkSample(model: SampleModel, target: SampleTarget): string | undefined {
  const call = sdkCall(model, 'java', target);
  if (!call) return undefined;
  const typing = { uuidTypes: call.uuidTypes };
  const statements: string[] = [
    `String basePath = ${doubleQuoted(target.baseUrl)};`,
    `String accessToken = ${doubleQuoted(tokenText(target))};`,
    ...call.path.map(
      (argument) =>
        `${javaType(argument.type, typing)} ${camelCase(argument.name)} = ${javaArgument(argument.value, argument.type, typing)};`,
    ),
    '',
    'ApiClient apiClient = new ApiClient(basePath);',
    'apiClient.addDefaultHeader("Authorization", "Bearer " + accessToken);',
  ];
  const api = camelCase(call.apiClass);
  statements.push(`${call.apiClass} ${api} = new ${call.apiClass}(apiClient);`);
  const args = call.path.map((argument) => camelCase(argument.name));
  args.push(...call.form.map((field) => javaLiteral(field.value, typing)));
  if (call.body) {
    const name = camelCase(call.body.name);
    statements.push(
      `${javaType(call.body.type, typing)} ${name} = ${javaLiteral(call.body.value, typing)};`,
    );
    args.push(name);
  }
  if (call.options.length > 0) {
    statements.push(
      `${call.apiClass}.${call.optionsClass} options = ${api}.new ${call.optionsClass}();`,
    );
    for (const option of call.options)
      statements.push(
        `options.set${pascalCase(option.name)}(${javaArgument(option.value, option.type, typing)});`,
      );
    args.push('options');
  }
  const invocation = `${api}.${call.method}(${args.join(', ')});`;
  if (!call.answer) statements.push(invocation, 'System.out.println("Done.");');
  else if (call.answer.kind === 'file')
    statements.push(
      `byte[] result = ${invocation}`,
      'System.out.println(result.length + " bytes");',
    );
  else
    statements.push(
      `${javaType(call.answer, typing)} result = ${invocation}`,
      'System.out.println(result);',
    );
  const pkg = call.sdk.namespace;
  return [
    `import ${pkg}.api.${call.apiClass};`,
    `import ${pkg}.client.ApiClient;`,
    `import ${pkg}.model.*;`,
    '',
    'public class Example {',
    '    public static void main(String[] args) throws Exception {',
    ...statements.map((line) => (line ? `        ${line.split('\n').join('\n        ')}` : '')),
    '    }',
    '}',
    '',
  ].join('\n');
}
