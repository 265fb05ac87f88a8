import { singleQuoted } from '../literals/layout';
import { phpLiteral } from '../literals/php';
import type { SampleModel, SampleTarget } from '../model';
import { camelCase, pascalCase } from '../names';
import { sdkCall } from '../sdkCall';
import { tokenText } from '../target';

/**
 * The PHP SDK call: `$envelopesApi->createEnvelope($accountId, $envelopeDefinition, $options)`
 * with path parameters, the body, then the method's options class
 * (`EnvelopesApi\ListStatusChangesOptions`, set with `setFromDate`); models are built from an
 * array of snake_case keys.
 */
export function phpSdkSample(model: SampleModel, target: SampleTarget): string | undefined {
  const call = sdkCall(model, 'php', target);
  if (!call) return undefined;
  const models = new Set<string>();
  const variable = (name: string) => `$${camelCase(name)}`;
  const statements = [
    `$basePath = ${singleQuoted(target.baseUrl)};`,
    `$accessToken = ${singleQuoted(tokenText(target))};`,
    ...call.path.map(
      (argument) => `${variable(argument.name)} = ${phpLiteral(argument.value, models)};`,
    ),
    '',
    '$config = new Configuration();',
    '$config->setHost($basePath);',
    "$config->addDefaultHeader('Authorization', 'Bearer ' . $accessToken);",
  ];
  const api = variable(call.apiClass);
  statements.push(`${api} = new ${call.apiClass}(new ApiClient($config));`);
  const args = call.path.map((argument) => variable(argument.name));
  args.push(...call.form.map((field) => phpLiteral(field.value, models)));
  if (call.body) {
    statements.push(`${variable(call.body.name)} = ${phpLiteral(call.body.value, models)};`);
    args.push(variable(call.body.name));
  }
  if (call.options.length > 0) {
    statements.push(`$options = new ${call.apiClass}\\${call.optionsClass}();`);
    for (const option of call.options)
      statements.push(
        `$options->set${pascalCase(option.name)}(${phpLiteral(option.value, models)});`,
      );
    args.push('$options');
  }
  const invocation = `${api}->${camelCase(call.method)}(${args.join(', ')});`;
  statements.push(
    ...(call.answer
      ? [`$result = ${invocation}`, 'print_r($result);']
      : [invocation, "echo 'Done.' . PHP_EOL;"]),
  );
  const ns = call.sdk.namespace;
  const uses = [
    `${ns}\\Api\\${call.apiClass}`,
    `${ns}\\Client\\ApiClient`,
    `${ns}\\Configuration`,
    ...[...models].sort().map((name) => `${ns}\\Model\\${name}`),
  ];
  return [
    '<?php',
    "require_once __DIR__ . '/vendor/autoload.php';",
    '',
    ...uses.map((name) => `use ${name};`),
    '',
    ...statements,
    '',
  ].join('\n');
}
