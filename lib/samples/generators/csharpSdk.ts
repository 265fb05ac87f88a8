import { csharpArgument, csharpLiteral, csharpType } from '../literals/csharp';
import { doubleQuoted } from '../literals/layout';
import type { SampleModel, SampleTarget } from '../model';
import { camelCase, pascalCase } from '../names';
import { sdkCall } from '../sdkCall';
import { tokenText } from '../target';

/**
 * The C# SDK call: `envelopesApi.CreateEnvelope(accountId, envelopeDefinition, options)` with
 * PascalCase methods, path parameters in path order, the body, then the method's options class
 * (`new EnvelopesApi.ListStatusChangesOptions { fromDate = ... }`, camelCase properties) when a
 * query parameter is set; models with object initializers.
 */
export function csharpSdkSample(model: SampleModel, target: SampleTarget): string | undefined {
  const call = sdkCall(model, 'csharp', target);
  if (!call) return undefined;
  const typing = { uuidTypes: call.uuidTypes };
  const statements: string[] = [
    `string basePath = ${doubleQuoted(target.baseUrl)};`,
    `string accessToken = ${doubleQuoted(tokenText(target))};`,
    ...call.path.map(
      (argument) =>
        `${csharpType(argument.type, typing)} ${camelCase(argument.name)} = ${csharpArgument(argument.value, argument.type, typing)};`,
    ),
    '',
    'var docuSignClient = new DocuSignClient(basePath);',
    'docuSignClient.Configuration.DefaultHeader.Add("Authorization", "Bearer " + accessToken);',
  ];
  const api = camelCase(call.apiClass);
  statements.push(`var ${api} = new ${call.apiClass}(docuSignClient);`);
  const args = call.path.map((argument) => camelCase(argument.name));
  args.push(...call.form.map((field) => csharpLiteral(field.value, typing)));
  if (call.body) {
    const name = camelCase(call.body.name);
    statements.push(`var ${name} = ${csharpLiteral(call.body.value, typing)};`);
    args.push(name);
  }
  if (call.options.length > 0) {
    const fields = call.options.map(
      (option) =>
        `    ${camelCase(option.name)} = ${csharpArgument(option.value, option.type, typing)},`,
    );
    statements.push(
      `var options = new ${call.apiClass}.${call.optionsClass}\n{\n${fields.join('\n')}\n};`,
    );
    args.push('options');
  }
  const invocation = `${api}.${pascalCase(call.method)}(${args.join(', ')});`;
  if (call.answer) statements.push(`var result = ${invocation}`, 'Console.WriteLine(result);');
  else statements.push(invocation, 'Console.WriteLine("Done.");');
  const ns = call.sdk.namespace;
  return [
    'using System;',
    'using System.Collections.Generic;',
    `using ${ns}.Api;`,
    `using ${ns}.Client;`,
    `using ${ns}.Model;`,
    '',
    'public class Example',
    '{',
    '    public static void Main()',
    '    {',
    ...statements.map((line) => (line ? `        ${line.split('\n').join('\n        ')}` : '')),
    '    }',
    '}',
    '',
  ].join('\n');
}
