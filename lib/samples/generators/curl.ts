import { toJson } from '../json';
import type { SampleModel, SampleTarget } from '../model';
import { bodyValue, requestUrl } from '../target';
import { requestHeaders } from '../http/har';

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The curl command (it is the Bash sample too), written as lib/site/samples/curlCommand.ts writes
 * the method page's today, from the sample model: ids filled in when given, a JSON body from the
 * example or the schema, a file sent as its bytes, a form as its fields.
 */
export function curlSample(model: SampleModel, target: SampleTarget): string {
  const lines = [
    `curl --request ${model.httpMethod} \\`,
    `  --url ${quote(requestUrl(model, target))} \\`,
  ];
  for (const { name, value } of requestHeaders(model, target))
    lines.push(`  --header ${quote(`${name}: ${value}`)} \\`);
  const body = model.body && { ...model.body, value: bodyValue(model, target)! };
  if (body?.kind === 'json')
    lines.push(`  --data ${quote(JSON.stringify(toJson(body.value), null, 2))}`);
  else if (body?.kind === 'file' && body.value.kind === 'file')
    lines.push(`  --data-binary ${quote(`@${body.value.path}`)}`);
  else if (body?.kind === 'form' && body.value.kind === 'map')
    for (const { key, value } of body.value.entries)
      lines.push(
        `  --form ${quote(`${key}=${value.kind === 'file' ? `@${value.path}` : String(toJson(value))}`)} \\`,
      );
  const last = lines.length - 1;
  lines[last] = lines[last].replace(/ \\$/, '');
  return `${lines.join('\n')}\n`;
}
