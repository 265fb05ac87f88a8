import { jsLiteral, jsObject, readsFile } from '../literals/js';
import { singleQuoted } from '../literals/layout';
import type { SampleModel, SampleTarget } from '../model';
import { camelCase } from '../names';
import { sdkCall } from '../sdkCall';
import { tokenText } from '../target';
import type { TypedValue } from '../typedValue';

// JavaScript's reserved words the Node SDKs prefix with `_` (UsersApi's `_delete`).
const RESERVED = new Set(['delete', 'new', 'function', 'default', 'export', 'import', 'in']);

/**
 * The Node.js SDK call: `new docusign.EnvelopesApi(apiClient).createEnvelope(accountId, opts)`.
 * Arguments are a required body (the Node SDKs put it first), the path parameters in path order,
 * then `opts` with the query parameters and an optional body, all camel-cased.
 */
export function nodeSdkSample(model: SampleModel, target: SampleTarget): string | undefined {
  const call = sdkCall(model, 'node', target);
  if (!call) return undefined;
  const variables = call.path.map((argument) => ({
    name: camelCase(argument.name),
    value: argument.value,
  }));
  const args = variables.map((variable) => variable.name);
  args.push(...call.form.map((field) => jsLiteral(field.value, '  ')));
  const opts: [string, TypedValue][] = call.options.map((option) => [
    camelCase(option.name),
    option.value,
  ]);
  if (call.body?.required) args.unshift(jsLiteral(call.body.value, '  '));
  else if (call.body) opts.unshift([camelCase(call.body.name), call.body.value]);
  if (opts.length > 0) args.push(jsObject(opts, '  '));
  const api = `${camelCase(call.apiClass)}`;
  const method = RESERVED.has(call.method) ? `_${call.method}` : call.method;
  const print =
    model.answer?.kind === 'file'
      ? 'console.log(`${result.length} bytes`);'
      : 'console.log(JSON.stringify(result, null, 2));';
  return [
    ...(readsFile(call.body?.value) || call.form.some((field) => readsFile(field.value))
      ? ["const fs = require('fs');"]
      : []),
    `const docusign = require(${singleQuoted(call.sdk.namespace)});`,
    '',
    `const basePath = ${singleQuoted(target.baseUrl)};`,
    `const accessToken = ${singleQuoted(tokenText(target))};`,
    ...variables.map((variable) => `const ${variable.name} = ${jsLiteral(variable.value)};`),
    '',
    'async function main() {',
    '  const apiClient = new docusign.ApiClient();',
    '  apiClient.setBasePath(basePath);',
    "  apiClient.addDefaultHeader('Authorization', `Bearer ${accessToken}`);",
    `  const ${api} = new docusign.${call.apiClass}(apiClient);`,
    ...(model.answer
      ? [`  const result = await ${api}.${method}(${args.join(', ')});`, `  ${print}`]
      : [`  await ${api}.${method}(${args.join(', ')});`, "  console.log('Done.');"]),
    '}',
    '',
    'main().catch((error) => {',
    '  console.error(error);',
    '  process.exitCode = 1;',
    '});',
    '',
  ].join('\n');
}
