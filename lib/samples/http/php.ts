import { untyped } from '../json';
import { singleQuoted } from '../literals/layout';
import { phpLiteral } from '../literals/php';
import type { SampleModel, SampleTarget } from '../model';
import { bodyValue, requestUrl } from '../target';
import { requestHeaders } from './har';

/**
 * Plain HTTP in PHP with no extension (httpsnippet's PHP targets need ext-curl or a library,
 * which php-cli lacks): file_get_contents over an http stream context. It prints the status
 * line and the answer, and exits 1 when the status is no success.
 */
export function phpHttpSample(model: SampleModel, target: SampleTarget): string {
  const body = model.body && { ...model.body, value: bodyValue(model, target)! };
  const lines = ['<?php', '', `$url = ${singleQuoted(requestUrl(model, target))};`];
  if (body?.kind === 'json')
    lines.push(`$body = json_encode(${phpLiteral(untyped(body.value), new Set())});`);
  if (body?.kind === 'file' && body.value.kind === 'file')
    lines.push(`$body = file_get_contents(${singleQuoted(body.value.path)});`);
  if (body?.kind === 'form')
    lines.push(`$body = http_build_query(${phpLiteral(untyped(body.value), new Set())});`);
  const headers = requestHeaders(model, target).map(({ name, value }) => `${name}: ${value}`);
  if (body?.kind === 'form') headers.push('Content-Type: application/x-www-form-urlencoded');
  lines.push(
    '$context = stream_context_create([',
    "    'http' => [",
    `        'method' => ${singleQuoted(model.httpMethod)},`,
    `        'header' => implode("\\r\\n", [`,
    ...headers.map((header) => `            ${singleQuoted(header)},`),
    '        ]),',
    ...(body ? ["        'content' => $body,"] : []),
    "        'ignore_errors' => true,",
    '    ],',
    ']);',
    '$response = file_get_contents($url, false, $context);',
    'echo $http_response_header[0], PHP_EOL;',
    model.answer?.kind === 'file'
      ? "echo strlen($response), ' bytes', PHP_EOL;"
      : 'echo $response, PHP_EOL;',
    "if (!preg_match('{^HTTP/\\S+ 2\\d\\d}', $http_response_header[0])) {",
    '    exit(1);',
    '}',
    '',
  );
  return lines.join('\n');
}
