import type { ApiExplorerRequest } from './apiExplorerTypes';
import { isMultipartType, textParts } from './multipart/multipartFields';
import { TOKEN_PLACEHOLDER } from '../../../lib/site/samples/environments';

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The URL of the current request: the path template filled with encoded parameter values. */
export function requestUrl(request: ApiExplorerRequest, serverUrl: string): string {
  const path = request.endpoint.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = request.pathParameters?.[name];
    return value ? encodeURIComponent(value) : whole;
  });
  const query = Object.entries(request.queryParameters ?? {})
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${serverUrl.replace(/\/$/, '')}${path}${query.length ? `?${query.join('&')}` : ''}`;
}

/**
 * The request being edited as a curl command. The token stays a placeholder unless the user
 * asked to see theirs ("Show my token"): the command is meant to be copied and shared.
 */
export function requestCurl(
  request: ApiExplorerRequest,
  serverUrl: string,
  token?: string,
): string {
  const lines = [`curl --request ${request.method} \\`];
  lines.push(`  --url ${quote(requestUrl(request, serverUrl))} \\`);
  const headers = [`Authorization: Bearer ${token || TOKEN_PLACEHOLDER}`];
  for (const header of request.customHeaderParameters ?? []) {
    if (header.value !== '') headers.push(`${header.name}: ${header.value}`);
  }
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const multipart = hasBody && isMultipartType(request.contentType);
  // For a file upload curl writes Content-Type itself, with the boundary it chose.
  if (hasBody && !multipart)
    headers.push(`Content-Type: ${request.contentType ?? 'application/json'}`);
  if (request.accept) headers.push(`Accept: ${request.accept}`);
  headers.forEach((header) => lines.push(`  --header ${quote(header)} \\`));
  if (multipart) lines.push(...formLines(request));
  else if (hasBody) lines.push(`  --data ${quote(JSON.stringify(request.body, null, 2))}`);
  // The last line continues nothing.
  lines[lines.length - 1] = lines[lines.length - 1].replace(/ \\$/, '');
  return lines.join('\n');
}

/** A file upload's parts: text with --form-string (taken literally), files as @name. */
function formLines(request: ApiExplorerRequest): string[] {
  const text = Object.entries(textParts(request.body)).filter(([, value]) => value !== '');
  const files = Object.entries(request.files ?? {});
  const parts = [
    ...text.map(([name, value]) => `--form-string ${quote(`${name}=${value}`)}`),
    ...files.map(([name, file]) => `--form ${quote(`${name}=@${file.fileName}`)}`),
  ];
  return parts.map((part) => `  ${part} \\`);
}
