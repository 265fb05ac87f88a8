import { csharpProperty, csharpType } from '../../../lib/samples/literals/csharp';
import { camelCase, pascalCase } from '../../../lib/samples/names';
import { API_SDKS } from '../../../lib/samples/sdkPackages';
import type { SdkSurface, StubMethod } from './sdkSurface';

function methodSource(method: StubMethod, typing: { uuidTypes: boolean }): string {
  const answer =
    method.answer?.kind === 'file'
      ? 'System.IO.Stream'
      : method.answer
        ? csharpType(method.answer, typing)
        : 'void';
  const parameters = [...method.parameters, ...(method.body ? [method.body] : [])].map(
    (parameter) => `${csharpType(parameter.type, typing)} @${camelCase(parameter.name)}`,
  );
  if (method.options.length > 0)
    parameters.push(`${method.apiClass}.${pascalCase(method.method)}Options options = null`);
  const body = answer === 'void' ? '' : 'throw null;';
  return `    public ${answer} ${pascalCase(method.method)}(${parameters.join(', ')}) { ${body} }`;
}

/**
 * C# stubs of an SDK, from its spec by the SDKs' rules, in one source file: DocuSignClient and
 * its Configuration, each API class with PascalCase methods and nested options classes (camelCase
 * properties), each model with PascalCase properties. A sample that names what they lack, or
 * passes arguments in another order or of other types, does not compile against them.
 */
export function csharpStubs(surface: SdkSurface): string {
  const sdk = API_SDKS[surface.apiName]!;
  const ns = sdk.packages.csharp!.namespace;
  const typing = { uuidTypes: sdk.uuidTypes === true };
  const classes = new Map<string, StubMethod[]>();
  for (const method of surface.methods)
    classes.set(method.apiClass, [...(classes.get(method.apiClass) ?? []), method]);
  const apis = [...classes].map(([name, methods]) => {
    const members = new Set<string>();
    for (const method of methods) {
      members.add(methodSource(method, typing));
      if (method.options.length === 0) continue;
      const fields = method.options.map(
        (option) =>
          `      public ${csharpType(option.type, typing)} @${camelCase(option.name)} { get; set; }`,
      );
      members.add(
        `    public class ${pascalCase(method.method)}Options\n    {\n${fields.join('\n')}\n    }`,
      );
    }
    return `  public class ${name}\n  {\n    public ${name}(DocuSignClient client) {}\n${[...members].join('\n')}\n  }`;
  });
  const models = surface.models.map((model) => {
    const fields = model.fields.map(
      (field) =>
        `    public ${csharpType(field.type, typing)} ${csharpProperty(model.name, field.name)} { get; set; }`,
    );
    return `  public class ${model.name}\n  {\n${fields.join('\n')}\n  }`;
  });
  return [
    `namespace ${ns}.Client`,
    '{',
    '  public class Configuration',
    '  {',
    '    public System.Collections.Generic.IDictionary<string, string> DefaultHeader { get; set; } = new System.Collections.Generic.Dictionary<string, string>();',
    '  }',
    '  public class DocuSignClient',
    '  {',
    '    public DocuSignClient(string basePath) {}',
    '    public Configuration Configuration { get; set; } = new Configuration();',
    '  }',
    '}',
    `namespace ${ns}.Api`,
    '{',
    '  using System;',
    '  using System.Collections.Generic;',
    `  using ${ns}.Client;`,
    `  using ${ns}.Model;`,
    ...apis,
    '}',
    `namespace ${ns}.Model`,
    '{',
    '  using System;',
    '  using System.Collections.Generic;',
    ...models,
    '}',
    '',
  ].join('\n');
}
