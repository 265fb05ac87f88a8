import { javaType } from '../../../lib/samples/literals/java';
import { camelCase, pascalCase } from '../../../lib/samples/names';
import { API_SDKS } from '../../../lib/samples/sdkPackages';
import type { SdkSurface, StubMethod } from './sdkSurface';

/** A Java source file of the stubs: its path under the source root and its text. */
export interface StubFile {
  path: string;
  text: string;
}

const JAVA_KEYWORDS = new Set([
  'default',
  'class',
  'package',
  'import',
  'public',
  'new',
  'return',
  'switch',
  'case',
  'for',
  'if',
  'else',
  'while',
  'do',
  'this',
  'super',
  'static',
  'final',
  'interface',
  'enum',
  'int',
  'long',
  'boolean',
  'char',
  'byte',
  'short',
  'double',
  'float',
  'void',
  'throw',
  'throws',
  'try',
  'catch',
  'finally',
  'abstract',
  'native',
  'private',
  'protected',
  'synchronized',
  'transient',
  'volatile',
  'instanceof',
  'goto',
  'const',
  'assert',
  'break',
  'continue',
  'extends',
  'implements',
  'strictfp',
]);
const safe = (name: string) => (JAVA_KEYWORDS.has(name) ? `_${name}` : name);

function methodSources(method: StubMethod, typing: { uuidTypes: boolean }): string[] {
  const returns = method.answer ? javaType(method.answer, typing) : 'void';
  const body = method.answer ? ' return null; ' : ' ';
  const parameters = [...method.parameters, ...(method.body ? [method.body] : [])].map(
    (parameter) => `${javaType(parameter.type, typing)} ${safe(camelCase(parameter.name))}`,
  );
  const options = `${method.apiClass}.${pascalCase(method.method)}Options options`;
  const signatures = [parameters, ...(method.options.length > 0 ? [[...parameters, options]] : [])];
  return signatures.map(
    (list) => `  public ${returns} ${method.method}(${list.join(', ')}) {${body}}`,
  );
}

/**
 * Java stubs of an SDK, from its spec by the SDKs' rules: the client, each API class with its
 * methods (with and without the options class) and its inner options classes, each model with
 * fluent and bean setters. A sample that names a class, method or setter they lack, or passes
 * arguments in another order or of other types, does not compile against them.
 */
export function javaStubs(surface: SdkSurface): StubFile[] {
  const sdk = API_SDKS[surface.apiName]!;
  const pkg = sdk.packages.java!.namespace;
  const dir = pkg.replace(/\./g, '/');
  const typing = { uuidTypes: sdk.uuidTypes === true };
  const files: StubFile[] = [
    {
      path: `${dir}/client/ApiClient.java`,
      text: `package ${pkg}.client;\npublic class ApiClient {\n  public ApiClient() {}\n  public ApiClient(String basePath) {}\n  public ApiClient addDefaultHeader(String name, String value) { return this; }\n}\n`,
    },
  ];
  const classes = new Map<string, StubMethod[]>();
  for (const method of surface.methods)
    classes.set(method.apiClass, [...(classes.get(method.apiClass) ?? []), method]);
  for (const [name, methods] of classes) {
    const lines = new Set<string>();
    for (const method of methods) {
      for (const line of methodSources(method, typing)) lines.add(line);
      if (method.options.length === 0) continue;
      const setters = method.options.map(
        (option) =>
          `    public void set${pascalCase(option.name)}(${javaType(option.type, typing)} value) {}`,
      );
      lines.add(`  public class ${pascalCase(method.method)}Options {\n${setters.join('\n')}\n  }`);
    }
    files.push({
      path: `${dir}/api/${name}.java`,
      text: `package ${pkg}.api;\nimport ${pkg}.client.ApiClient;\nimport ${pkg}.model.*;\npublic class ${name} {\n  public ${name}(ApiClient apiClient) {}\n${[...lines].join('\n')}\n}\n`,
    });
  }
  for (const model of surface.models) {
    const members = model.fields.flatMap((field) => {
      const type = javaType(field.type, typing);
      const name = safe(camelCase(field.name));
      return [
        `  public ${model.name} ${name}(${type} value) { return this; }`,
        `  public void set${pascalCase(field.name)}(${type} value) {}`,
      ];
    });
    files.push({
      path: `${dir}/model/${model.name}.java`,
      text: `package ${pkg}.model;\npublic class ${model.name} {\n${members.join('\n')}\n}\n`,
    });
  }
  return files;
}
