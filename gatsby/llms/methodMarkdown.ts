import type { ApiReferenceModel, OperationModel } from '../../lib/reference';
import { operationForPage } from '../../lib/reference';
import { curlCommand } from '../../src/components/reference/curlCommand';
import { plainText, schemaMarkdown, schemaType } from './schemaMarkdown';

const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const fence = (value: unknown) => [
  '```json',
  typeof value === 'string' ? value : JSON.stringify(value, null, 2),
  '```',
];

/**
 * A method page as markdown: method and path, description, parameters table, request body and
 * responses with their schemas to the page's own budget, examples and a curl call.
 */
export function methodMarkdown(
  model: ApiReferenceModel,
  source: OperationModel,
  links: { api: string; resource: string; resourceName: string },
  title = source.name,
  /** The base URL the page's curl sample calls by default (its environment picker's first). */
  baseUrl = '',
): string {
  const operation = operationForPage(model, source);
  const out = [
    `# ${title}`,
    '',
    `\`${operation.httpMethod} ${operation.path}\``,
    '',
    `API: [${model.displayName} ${model.version}](${links.api}) · Resource: [${links.resourceName}](${links.resource})`,
    '',
  ];
  const description = plainText(operation.descriptionHtml) || operation.summary;
  if (description) out.push(description, '');
  if (operation.deprecated) out.push('**Deprecated.**', '');
  if (operation.parameters.length > 0) {
    out.push(
      '## Parameters',
      '',
      '| Name | In | Type | Required | Description |',
      '|---|---|---|---|---|',
    );
    for (const parameter of operation.parameters)
      out.push(
        `| \`${parameter.name}\` | ${parameter.in} | ${cell(schemaType(parameter.schema))} | ${parameter.required ? 'yes' : 'no'} | ${cell(plainText(parameter.descriptionHtml))} |`,
      );
    out.push('');
  }
  for (const media of operation.requestBody?.content ?? []) {
    out.push(`## Request body (${media.contentType})`, '');
    if (media.schema)
      out.push(
        `Schema: \`${schemaType(media.schema)}\``,
        '',
        ...schemaMarkdown(media.schema, 'request'),
        '',
      );
    for (const example of media.examples)
      out.push(
        `Example${example.summary ? `: ${example.summary}` : ''}`,
        '',
        ...fence(example.value),
        '',
      );
  }
  if (operation.responses.length > 0) out.push('## Responses', '');
  for (const response of operation.responses) {
    out.push(`### ${response.status}`, '');
    const about = plainText(response.descriptionHtml);
    if (about) out.push(about, '');
    for (const media of response.content) {
      if (media.schema)
        out.push(
          `${media.contentType}: \`${schemaType(media.schema)}\``,
          '',
          ...schemaMarkdown(media.schema, 'response'),
          '',
        );
      for (const example of media.examples.slice(0, 1)) out.push(...fence(example.value), '');
    }
  }
  if (operation.scopes.length > 0)
    out.push('## Scopes', '', operation.scopes.map((scope) => `\`${scope}\``).join(', '), '');
  // The page's own sample: the same command, on the environment the page starts with.
  out.push('## Try it with curl', '', '```sh', curlCommand(operation, baseUrl), '```', '');
  return out.join('\n');
}
