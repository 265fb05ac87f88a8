/** @jest-environment node */
import type { OperationModel, ParameterModel, SchemaModel } from '../../../lib/reference';
import { operationIndex } from '../../catalog';
import type { IndexedApi } from '../../../lib/reference';
import {
  ADMIN,
  bearer,
  signIn,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/sandbox';
import { multipartMedia } from './multipart';
import { sampleAnswer, successResponse } from '../../../lib/reference';

// Issue #4: the sandbox answers every operation of every bundled spec under its apiBasePathDemo.
// Each request is built from the operation's own schemas (examples, defaults, samples), so a
// valid request must get the operation's declared success status, never a 4xx or a 5xx.

const GUID = '00000000-0000-4000-8000-000000000000';

function parameterValue(parameter: ParameterModel, schemas: Record<string, SchemaModel>): string {
  if (parameter.name === 'accountId') return ADMIN.accountId;
  if (parameter.example !== undefined) return String(parameter.example);
  const sample = sampleAnswer(parameter.schema, schemas);
  const text = typeof sample === 'object' ? JSON.stringify(sample) : String(sample);
  const pattern = parameter.schema.constraints?.pattern;
  if (!pattern) return text;
  // A value the parameter's pattern accepts: its sample, else a common id shape.
  const accepts = new RegExp(pattern, 'u');
  return [text, GUID, '1', 'US-CA', 'abc'].find((value) => accepts.test(value)) ?? text;
}

function requestFor(api: IndexedApi, operation: OperationModel, base: string) {
  const { schemas } = api.model;
  const values = (where: ParameterModel['in']) =>
    operation.parameters
      .filter((parameter) => parameter.in === where && (where === 'path' || parameter.required))
      .map((parameter) => [parameter.name, parameterValue(parameter, schemas)] as const);
  let path = operation.path;
  for (const [name, value] of values('path'))
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  const query = new URLSearchParams(
    values('query').map(([name, value]) => [name, value]),
  ).toString();
  const media = operation.requestBody?.content.find((m) => /json/i.test(m.contentType));
  const multipart = multipartMedia(operation.requestBody?.content);
  let body: string | FormData | undefined;
  if (media && operation.httpMethod !== 'GET') {
    body = JSON.stringify(media.examples[0]?.value ?? sampleAnswer(media.schema, schemas));
  } else if (multipart) {
    // A file upload: every declared part, files as a small text file.
    body = new FormData();
    for (const { name, schema } of multipart.schema?.properties ?? []) {
      if (schema.format === 'binary' || schema.type === 'file') {
        body.append(name, new Blob(['sample file'], { type: 'text/plain' }), 'sample.txt');
      } else body.append(name, String(sampleAnswer(schema, schemas)));
    }
  }
  const origin = base.replace(/\/sandbox$/, '');
  return {
    url: `${origin}${api.basePath}${path}${query ? `?${query}` : ''}`,
    body,
  };
}

// Envelope reads and updates act on real envelopes: a made-up id is rightly "not found".
const REAL_ENVELOPE = /\/accounts\/\{accountId\}\/envelopes\/\{envelopeId\}$/;

describe('sandbox API responder: every bundled operation', () => {
  let sandbox: RunningSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await signIn(sandbox)).access_token;
  });
  afterAll(() => sandbox.close());

  it('answers each operation of each API with its success status', async () => {
    const catalog = await operationIndex();
    const failures: string[] = [];
    let answered = 0;
    const seen = new Set<string>();
    for (const { api, operation } of catalog.operations()) {
      const key = `${api.model.swaggerName} ${operation.httpMethod} ${operation.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const { url, body } = requestFor(api, operation, sandbox.base);
      const response = await fetch(url, {
        method: operation.httpMethod,
        headers: {
          ...bearer(token),
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        body,
      });
      const answer = (await response.text()).slice(0, 160);
      answered += 1;
      const expected = successResponse(operation).status;
      const fine =
        response.status === expected ||
        (REAL_ENVELOPE.test(operation.path) && response.status === 404);
      if (!fine)
        failures.push(
          `${operation.httpMethod} ${url} → ${response.status} (expected ${expected}): ${answer}`,
        );
    }
    expect(failures).toEqual([]);
    // 14 APIs plus eSignature v2: well over a hundred operations.
    expect(catalog.apis.length).toBeGreaterThanOrEqual(15);
    expect(answered).toBeGreaterThan(150);
  }, 60_000);
});
