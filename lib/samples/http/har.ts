import { toJson } from '../json';
import type { SampleModel, SampleTarget } from '../model';
import { bodyValue, parameterText, requestUrl, tokenText } from '../target';

/** The HAR 1.2 request @readme/httpsnippet turns into code (the fields it reads). */
export interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  headers: { name: string; value: string }[];
  queryString: never[];
  cookies: never[];
  headersSize: number;
  bodySize: number;
  postData: {
    mimeType: string;
    text?: string;
    params?: { name: string; value?: string; fileName?: string; contentType?: string }[];
  };
}

/** The headers a plain HTTP sample sends: the token, required headers, body and answer types. */
export function requestHeaders(model: SampleModel, target: SampleTarget) {
  const headers = [{ name: 'Authorization', value: `Bearer ${tokenText(target)}` }];
  for (const parameter of model.parameters.filter((p) => p.in === 'header'))
    headers.push({ name: parameter.name, value: parameterText(parameter, target) });
  if (model.body && model.body.kind !== 'form')
    headers.push({ name: 'Content-Type', value: model.body.contentType });
  if (model.accept) headers.push({ name: 'Accept', value: model.accept });
  return headers;
}

function postData(model: SampleModel, target: SampleTarget): HarRequest['postData'] {
  const body = model.body && { ...model.body, value: bodyValue(model, target)! };
  if (!body) return { mimeType: 'application/octet-stream' };
  if (body.kind === 'json')
    return { mimeType: body.contentType, text: JSON.stringify(toJson(body.value)) };
  if (body.kind === 'file' && body.value.kind === 'file')
    return { mimeType: body.contentType, text: `<the bytes of ${body.value.path}>` };
  const fields = body.value.kind === 'map' ? body.value.entries : [];
  return {
    mimeType: body.contentType,
    params: fields.map(({ key, value }) =>
      value.kind === 'file'
        ? { name: key, fileName: value.path, contentType: 'application/octet-stream' }
        : { name: key, value: String(toJson(value)) },
    ),
  };
}

/** The sample's request as HAR: the full URL (query string included), headers and body. */
export function requestHar(model: SampleModel, target: SampleTarget): HarRequest {
  return {
    method: model.httpMethod,
    url: requestUrl(model, target),
    httpVersion: 'HTTP/1.1',
    headers: requestHeaders(model, target),
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    postData: postData(model, target),
  };
}
