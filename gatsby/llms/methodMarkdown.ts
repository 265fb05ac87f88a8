import type { ApiReferenceModel, OperationModel } from '../../lib/reference';
import { STATUS_NAMES } from '../../lib/explorer/contract';
import { curlCommand } from '../../lib/site/samples/curlCommand';
import { constraintsText, plainText, schemaMarkdown, schemaType } from './schemaMarkdown';
import { securityMarkdown } from './securityMarkdown';

const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const fence = (value: unknown) => [
  '```json',
  typeof value === 'string' ? value : JSON.stringify(value, null, 2),
  '```',
];

/** A body schema's own description, as the page shows it above the fields. */
const described = (schema: { descriptionHtml?: string }) => {
  const about = plainText(schema.descriptionHtml);
  return about ? [about, ''] : [];
};

/** An example's caption as the page writes it: "Response example (generated)". */
function exampleCaption(
  label: string,
  example: { name: string; summary?: string; generated?: true },
): string {
  const named =
    example.summary ?? (example.name !== 'example' && !example.generated ? example.name : '');
  return `${label} example${named ? `: ${named}` : ''}${example.generated ? ' (generated)' : ''}`;
}

/**
 * A method page as markdown: method and path, description, parameters table, request body and
 * responses with their schemas to the page's own budget, examples and a curl call. `operation`:
 * the page's own copy (`pageOperation`: its budget and its generated examples).
 */
export function methodMarkdown(
  model: ApiReferenceModel,
  operation: OperationModel,
  links: { api: string; resource: string; resourceName: string },
  title = operation.name,
  /** The base URL the page's curl sample calls by default (its environment picker's first). */
  baseUrl = '',
): string {
  const out = [
    `# ${title}`,
    '',
    `\`${operation.httpMethod} ${operation.path}\``,
    '',
    `API: [${model.displayName} ${model.version}](${links.api}) · Resource: [${links.resourceName}](${links.resource})`,
    '',
  ];
  if (operation.sdkMethodName) out.push(`SDK method: \`${operation.sdkMethodName}\``, '');
  if (operation.summary) out.push(`**${operation.summary}**`, '');
  const description = plainText(operation.descriptionHtml);
  if (description) out.push(description, '');
  if (operation.deprecated) out.push('**Deprecated.**', '');
  out.push(...securityMarkdown(operation, model.securitySchemes));
  if (operation.parameters.length > 0) {
    out.push(
      '## Parameters',
      '',
      '| Name | In | Type | Required | Description |',
      '|---|---|---|---|---|',
    );
    for (const parameter of operation.parameters)
      out.push(
        `| \`${parameter.name}\` | ${parameter.in} | ${cell(schemaType(parameter.schema))} | ${parameter.required ? 'yes' : 'no'} | ${cell([plainText(parameter.descriptionHtml), constraintsText(parameter.schema)].filter(Boolean).join(' '))} |`,
      );
    out.push('');
  }
  const bodyAbout = plainText(operation.requestBody?.descriptionHtml);
  for (const media of operation.requestBody?.content ?? []) {
    out.push(`## Request body (${media.contentType})`, '');
    if (bodyAbout) out.push(bodyAbout, '');
    if (media.schema)
      out.push(
        `Schema: \`${schemaType(media.schema)}\``,
        '',
        ...described(media.schema),
        ...schemaMarkdown(media.schema, 'request'),
        '',
      );
    for (const example of media.examples)
      out.push(exampleCaption('Request', example), '', ...fence(example.value), '');
  }
  if (operation.responses.length > 0) out.push('## Responses', '');
  for (const response of operation.responses) {
    const name = STATUS_NAMES[Number(response.status)];
    out.push(`### ${response.status}${name ? ` ${name}` : ''}`, '');
    const about = plainText(response.descriptionHtml);
    if (about) out.push(about, '');
    for (const media of response.content) {
      if (media.schema)
        out.push(
          `${media.contentType}: \`${schemaType(media.schema)}\``,
          '',
          ...described(media.schema),
          ...schemaMarkdown(media.schema, 'response'),
          '',
        );
      for (const example of media.examples.slice(0, 1))
        out.push(exampleCaption('Response', example), '', ...fence(example.value), '');
    }
  }
  if (operation.scopes.length > 0)
    out.push('## Scopes', '', operation.scopes.map((scope) => `\`${scope}\``).join(', '), '');
  // The page's own sample: the same command, on the environment the page starts with.
  out.push('## Try it with curl', '', '```sh', curlCommand(operation, baseUrl), '```', '');
  return out.join('\n');
}
