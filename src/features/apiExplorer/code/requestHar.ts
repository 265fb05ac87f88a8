import type { ApiExplorerRequest } from '../apiExplorerTypes';
import { isMultipartType, textParts } from '../multipart/multipartFields';
import { requestUrl } from '../requestCurl';
import { TOKEN_PLACEHOLDER } from '../../../../lib/site/samples/environments';

/** The HAR 1.2 request that @readme/httpsnippet turns into code (only the fields it reads). */
export interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  headers: { name: string; value: string }[];
  queryString: { name: string; value: string }[];
  cookies: never[];
  headersSize: number;
  bodySize: number;
  /** httpsnippet reads it on every request; without a body it has no text. */
  postData: { mimeType: string; text?: string; params?: HarParam[] };
}

/** A part of a multipart body: text has a value, a file its name and type. */
export interface HarParam {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

// Samples carry the placeholder instead of the user's token unless they ask to see theirs.
export { TOKEN_PLACEHOLDER };

const isJsonType = (type: string) => /[/+]json(;|$)/i.test(type);

/** The request being edited as a HAR request, the token a placeholder unless one is given. */
export function requestHar(
  request: ApiExplorerRequest,
  serverUrl: string,
  token?: string,
): HarRequest {
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const multipart = hasBody && isMultipartType(request.contentType);
  // The explorer sends JSON or a file upload, so a sample must not claim another body format.
  const contentType = multipart
    ? 'multipart/form-data'
    : request.contentType && isJsonType(request.contentType)
      ? request.contentType
      : 'application/json';
  const headers = [{ name: 'Authorization', value: `Bearer ${token || TOKEN_PLACEHOLDER}` }];
  for (const header of request.customHeaderParameters ?? []) {
    if (header.value !== '' && header.name.toLowerCase() !== 'authorization') headers.push(header);
  }
  if (hasBody) headers.push({ name: 'Content-Type', value: contentType });
  if (request.accept) headers.push({ name: 'Accept', value: request.accept });
  return {
    method: request.method,
    url: requestUrl({ ...request, queryParameters: {} }, serverUrl),
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: Object.entries(request.queryParameters ?? {})
      .filter(([, value]) => value !== '')
      .map(([name, value]) => ({ name, value })),
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    // httpsnippet's own default when a request has no body.
    postData: multipart
      ? { mimeType: contentType, params: harParams(request) }
      : hasBody
        ? { mimeType: contentType, text: JSON.stringify(request.body) }
        : { mimeType: 'application/octet-stream' },
  };
}

function harParams(request: ApiExplorerRequest): HarParam[] {
  const text = Object.entries(textParts(request.body)).filter(([, value]) => value !== '');
  return [
    ...text.map(([name, value]) => ({ name, value })),
    ...Object.entries(request.files ?? {}).map(([name, file]) => ({
      name,
      fileName: file.fileName,
      contentType: file.type || 'application/octet-stream',
    })),
  ];
}
