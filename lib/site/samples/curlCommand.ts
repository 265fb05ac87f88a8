import type { OperationModel } from '../../reference/model';
import { operationSeed, sampleValue } from '../../reference/sample';
import type { ParameterModel } from '../../reference/model';
import { personalisePath, TOKEN_PLACEHOLDER, type SamplePersonalisation } from './environments';

/**
 * A parameter's value: its example, else a sample by its name and the operation (the seed the
 * page's examples are made with, so an envelopeId here is the one the examples show). A client
 * sends it: read-only properties are the platform's to fill.
 */
const parameterValue = (operation: OperationModel, p: ParameterModel) =>
  String(
    p.example ??
      sampleValue(p.schema, {
        leaveOut: 'readOnly',
        name: p.name,
        seed: operationSeed(operation),
      }),
  );

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A curl command for an operation: path parameters stay as {placeholders} (the signed-in
 * reader's own `{accountId}` excepted), required query and header parameters get sample values,
 * and a JSON body comes from an example or the schema. The token is a placeholder unless the
 * reader asked to see theirs.
 */
export function curlCommand(
  operation: OperationModel,
  serverUrl: string,
  personal: SamplePersonalisation = {},
): string {
  const required = operation.parameters.filter((p) => p.required);
  const query = required
    .filter((p) => p.in === 'query')
    .map(
      (p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(parameterValue(operation, p))}`,
    );
  const url = `${serverUrl.replace(/\/$/, '')}${personalisePath(operation.path, personal)}${query.length ? `?${query.join('&')}` : ''}`;
  const lines = [`curl --request ${operation.httpMethod} \\`, `  --url ${quote(url)} \\`];
  const headers = [`Authorization: Bearer ${personal.token || TOKEN_PLACEHOLDER}`];
  for (const p of required.filter(
    (p) => p.in === 'header' && p.name.toLowerCase() !== 'authorization',
  )) {
    headers.push(`${p.name}: ${parameterValue(operation, p)}`);
  }
  const media = operation.requestBody?.content[0];
  if (media) headers.push(`Content-Type: ${media.contentType}`);
  // Accept what the operation answers with on success (JSON, or e.g. a PDF).
  const success = operation.responses.find((r) => r.status.startsWith('2') && r.content.length);
  if (success) headers.push(`Accept: ${success.content[0].contentType}`);
  headers.forEach((header) => lines.push(`  --header ${quote(header)} \\`));
  if (media) {
    if (media.binary || !media.contentType.includes('json')) {
      lines.push(`  --data-binary '@file'`);
    } else {
      const body =
        media.examples[0]?.value ??
        (media.schema
          ? sampleValue(media.schema, { leaveOut: 'readOnly', seed: operationSeed(operation) })
          : {});
      lines.push(`  --data ${quote(JSON.stringify(body, null, 2))}`);
    }
  } else {
    lines[lines.length - 1] = lines[lines.length - 1].replace(/ \\$/, '');
  }
  return lines.join('\n');
}
