import { pascalCase, snakeCase } from '../../../lib/samples/names';
import { API_SDKS } from '../../../lib/samples/sdkPackages';
import type { SdkSurface, StubMethod } from './sdkSurface';
import { scriptPathOrder } from './scriptStubOrder';

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * What every SDK's stubs share (stub_support.rb): models that take only their own keys, and the
 * check of a call's path arguments, each the marker of its name (pathMarker).
 */
export const RUBY_STUB_SUPPORT = [
  'class StubModel',
  '  def initialize(attributes = {})',
  '    unknown = attributes.keys.map(&:to_s) - self.class::FIELDS',
  '    raise ArgumentError, "#{self.class} has no #{unknown.join(\', \')}" unless unknown.empty?',
  '  end',
  'end',
  'module StubCheck',
  '  def self.path(method, given)',
  '    given.each do |name, value|',
  '      raise ArgumentError, "#{method}: #{name} is #{value.inspect}" unless value == "@#{name}"',
  '    end',
  '  end',
  'end',
  '',
].join('\n');

function methodSource(apiName: string, method: StubMethod): string {
  const path = scriptPathOrder(apiName, method);
  const parameters = [...path, ...method.form].map((p) => snakeCase(p.name));
  // The Ruby SDKs take the body as a required argument, whatever the spec says.
  if (method.body) parameters.push(snakeCase(method.body.name));
  if (method.options.length > 0)
    parameters.push(`options = ${pascalCase(method.method)}Options.default`);
  const given = path.map((p) => `${quoted(p.name)} => ${snakeCase(p.name)}`);
  return [
    `    def ${snakeCase(method.method)}(${parameters.join(', ')})`,
    `      StubCheck.path('${snakeCase(method.method)}', { ${given.join(', ')} })`,
    '      nil',
    '    end',
  ].join('\n');
}

/**
 * Ruby stubs of an SDK (the file its gem's name requires), from its spec by the SDK's rules: the
 * Configuration and ApiClient, the options classes of the SDK's module (one per method name),
 * each API class with its snake_case methods (path parameters in the SDK's order, checked
 * against the run's markers) and each model taking only its JSON names. A sample that names what
 * they lack or passes its arguments in another order or number fails when it runs.
 */
export function rubyStubs(surface: SdkSurface): { gem: string; text: string } {
  const sdk = API_SDKS[surface.apiName]!.packages.ruby!;
  const classes = new Map<string, Map<string, StubMethod>>();
  const options = new Map<string, Set<string>>();
  for (const method of surface.methods) {
    const methods = classes.get(method.apiClass) ?? new Map<string, StubMethod>();
    classes.set(method.apiClass, methods);
    // Two operations of one name on one class are one method in the SDK: the first is kept.
    if (!methods.has(snakeCase(method.method))) methods.set(snakeCase(method.method), method);
    if (method.options.length === 0) continue;
    const name = `${pascalCase(method.method)}Options`;
    const fields = options.get(name) ?? new Set<string>();
    for (const option of method.options) fields.add(`:${snakeCase(option.name)}`);
    options.set(name, fields);
  }
  const text = [
    "require_relative 'stub_support'",
    `module ${sdk.namespace}`,
    '  class Configuration',
    '    attr_accessor :host',
    '  end',
    '  class ApiClient',
    '    def initialize(configuration = nil); end',
    '    def set_default_header(name, value); end',
    '  end',
    ...[...options].map(([name, fields]) =>
      [
        `  class ${name}`,
        `    attr_accessor ${[...fields].join(', ')}`,
        '    def self.default',
        '      new',
        '    end',
        '  end',
      ].join('\n'),
    ),
    ...surface.models.map(
      (model) =>
        `  class ${model.name} < StubModel\n    FIELDS = [${model.fields.map((field) => quoted(field.name)).join(', ')}].freeze\n  end`,
    ),
    ...[...classes].map(([name, methods]) =>
      [
        `  class ${name}`,
        '    def initialize(api_client = nil); end',
        ...[...methods.values()].map((method) => methodSource(surface.apiName, method)),
        '  end',
      ].join('\n'),
    ),
    'end',
    '',
  ].join('\n');
  return { gem: sdk.install, text };
}
