import { camelCase, pascalCase, snakeCase } from '../../../lib/samples/names';
import { API_SDKS } from '../../../lib/samples/sdkPackages';
import type { SdkSurface, StubMethod } from './sdkSurface';
import { scriptPathOrder } from './scriptStubOrder';

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * What every SDK's stubs share: models that take only their own keys, and the check of a call's
 * path arguments (each the marker of its name, pathMarker) and of its number of arguments.
 */
export const PHP_STUB_SUPPORT = [
  'namespace {',
  '  abstract class StubModel {',
  '    public function __construct(array $data = []) {',
  '      $unknown = array_diff(array_keys($data), static::FIELDS);',
  "      if ($unknown) throw new \\InvalidArgumentException(static::class . ' has no ' . implode(', ', $unknown));",
  '    }',
  '  }',
  '  function stub_path(string $method, array $given, int $count, int $most) {',
  '    if ($count > $most) throw new \\ArgumentCountError("$method takes at most $most arguments, not $count");',
  '    foreach ($given as $name => $value)',
  '      if ($value !== \'@\' . $name) throw new \\InvalidArgumentException("$method: $name is " . var_export($value, true));',
  '  }',
  '}',
].join('\n');

function methodSource(apiName: string, method: StubMethod): string {
  const path = scriptPathOrder(apiName, method);
  const parameters = [...path, ...method.form].map((p) => `$${snakeCase(p.name)}`);
  if (method.body) parameters.push(`$${snakeCase(method.body.name)} = null`);
  const optionsClass = `${method.apiClass}\\${pascalCase(method.method)}Options`;
  if (method.options.length > 0) parameters.push(`?${optionsClass} $options = null`);
  const given = path.map((p) => `${quoted(p.name)} => $${snakeCase(p.name)}`);
  return [
    `    public function ${camelCase(method.method)}(${parameters.join(', ')}) {`,
    `      \\stub_path(__METHOD__, [${given.join(', ')}], func_num_args(), ${parameters.length});`,
    '      return null;',
    '    }',
  ].join('\n');
}

/**
 * PHP stubs of an SDK (its vendor/autoload.php, after PHP_STUB_SUPPORT), from its spec by the
 * SDK's rules: Configuration and ApiClient, each API class with its methods (path parameters in
 * the SDK's order, checked against the run's markers; no more arguments than it declares), its
 * options classes with their setters, and each model taking only its snake_case keys. A sample
 * that names what they lack or passes path parameters in another order fails when it runs.
 */
export function phpStubs(surface: SdkSurface): string {
  const ns = API_SDKS[surface.apiName]!.packages.php!.namespace;
  const classes = new Map<string, Map<string, StubMethod>>();
  const options = new Map<string, Set<string>>();
  for (const method of surface.methods) {
    const methods = classes.get(method.apiClass) ?? new Map<string, StubMethod>();
    classes.set(method.apiClass, methods);
    // Two operations of one name on one class are one method in the SDK: the first is kept.
    if (!methods.has(camelCase(method.method))) methods.set(camelCase(method.method), method);
    if (method.options.length === 0) continue;
    const name = `${method.apiClass}\\${pascalCase(method.method)}Options`;
    const setters = options.get(name) ?? new Set<string>();
    for (const option of method.options) setters.add(`set${pascalCase(option.name)}`);
    options.set(name, setters);
  }
  const blocks = [
    `namespace ${ns} {`,
    '  class Configuration {',
    '    public function setHost($host) { return $this; }',
    '    public function addDefaultHeader($name, $value) { return $this; }',
    '  }',
    '}',
    `namespace ${ns}\\Client {`,
    '  class ApiClient { public function __construct($config = null) {} }',
    '}',
    `namespace ${ns}\\Api {`,
    ...[...classes].map(([name, methods]) =>
      [
        `  class ${name} {`,
        '    public function __construct($apiClient = null) {}',
        ...[...methods.values()].map((method) => methodSource(surface.apiName, method)),
        '  }',
      ].join('\n'),
    ),
    '}',
    ...[...options].map(([name, setters]) => {
      const [apiClass, optionsClass] = name.split('\\');
      return [
        `namespace ${ns}\\Api\\${apiClass} {`,
        `  class ${optionsClass} {`,
        ...[...setters].map((setter) => `    public function ${setter}($value) { return $this; }`),
        '  }',
        '}',
      ].join('\n');
    }),
    `namespace ${ns}\\Model {`,
    ...surface.models.map(
      (model) =>
        `  class ${model.name} extends \\StubModel { const FIELDS = [${model.fields.map((field) => quoted(snakeCase(field.name))).join(', ')}]; }`,
    ),
    '}',
  ];
  return blocks.join('\n');
}
