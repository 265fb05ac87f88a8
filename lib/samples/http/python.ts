import { toJson, untyped } from '../json';
import { singleQuoted } from '../literals/layout';
import { pythonLiteral } from '../literals/python';
import type { SampleModel, SampleTarget } from '../model';
import { bodyValue, requestUrl } from '../target';
import { requestHeaders } from './har';

/**
 * Plain HTTP in Python's standard library (urllib.request): httpsnippet's Python targets use
 * requests, which is not. urlopen raises on an answer that is no success, so a failed call
 * fails the script.
 */
export function pythonHttpSample(model: SampleModel, target: SampleTarget): string {
  const body = model.body && { ...model.body, value: bodyValue(model, target)! };
  const lines = ['import urllib.request', ''];
  if (body?.kind === 'json') lines.unshift('import json');
  lines.push(`url = ${singleQuoted(requestUrl(model, target))}`);
  if (body?.kind === 'json') lines.push(`body = ${pythonLiteral(untyped(body.value), new Set())}`);
  if (body?.kind === 'file' && body.value.kind === 'file')
    lines.push(
      `with open(${singleQuoted(body.value.path)}, 'rb') as file:`,
      '    body = file.read()',
    );
  const headers = requestHeaders(model, target).map(
    ({ name, value }) => `${singleQuoted(name)}: ${singleQuoted(value)}`,
  );
  const data =
    body?.kind === 'json'
      ? ["    data=json.dumps(body).encode('utf-8'),"]
      : body?.kind === 'file'
        ? ['    data=body,']
        : body?.kind === 'form'
          ? [
              `    data=${singleQuoted(new URLSearchParams(Object.entries((toJson(body.value) ?? {}) as Record<string, string>)).toString())}.encode('utf-8'),`,
            ]
          : [];
  lines.push(
    'request = urllib.request.Request(',
    '    url,',
    `    method=${singleQuoted(model.httpMethod)},`,
    ...data,
    '    headers={',
    ...headers.map((header) => `        ${header},`),
    '    },',
    ')',
    'with urllib.request.urlopen(request) as response:',
    '    print(response.status)',
    model.answer?.kind === 'file'
      ? "    print(len(response.read()), 'bytes')"
      : "    print(response.read().decode('utf-8'))",
    '',
  );
  return lines.join('\n');
}
