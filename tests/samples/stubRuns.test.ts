/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadApiReferences } from '../../lib/reference/loadApiReferences';
import type { SampleModel } from '../../lib/samples/model';
import { operationSample } from '../../lib/samples/samples';
import { API_SDKS } from '../../lib/samples/sdkPackages';
import type { CompiledSample } from './compilers';
import { plannedSamples } from './plan';
import { phpStubs } from './stubs/phpStubs';
import { rubyStubs } from './stubs/rubyStubs';
import { pathMarker } from './stubs/scriptStubOrder';
import { sdkSurface } from './stubs/sdkSurface';
import { runAgainstStubs, type ScriptStubs } from './stubRuns';

// Issue 37: the PHP and Ruby SDKs cannot be installed here either. Beyond parsing, their SDK
// samples run, unchanged, against stubs made from the specs by the SDKs' rules (stubs/), each
// path parameter given a marker of its name so that a stub can tell which argument came where:
// a missing class, method, setter or model key fails, and so does a path parameter out of the
// order the SDK declares (alphabetical in the eSignature and Click SDKs: stubs/scriptStubOrder.ts).

const target = { baseUrl: 'https://demo.example.test/restapi' };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stub-runs-'));
let stubs: ScriptStubs;
let samples: Record<'php' | 'ruby', CompiledSample[]>;

/** The model with each path parameter's value the marker of its name. */
const marked = (model: SampleModel): SampleModel => ({
  ...model,
  parameters: model.parameters.map((parameter) =>
    parameter.in === 'path'
      ? { ...parameter, value: { kind: 'string', value: pathMarker(parameter.name) } }
      : parameter,
  ),
});

beforeAll(async () => {
  const apis = (await loadApiReferences()).filter((api) => api.isPrimary && API_SDKS[api.apiName]);
  const surfaces = apis.map((api) => sdkSurface(api));
  stubs = { php: surfaces.map(phpStubs), ruby: surfaces.map(rubyStubs) };
  const planned = apis.flatMap((api) => plannedSamples(api));
  const sdkSamples = (language: 'php' | 'ruby') =>
    planned.flatMap((entry) => {
      const { kind, code } = operationSample(marked(entry.model), target, language);
      return kind === 'sdk' ? [{ id: `${entry.api} ${entry.key}`, code }] : [];
    });
  samples = { php: sdkSamples('php'), ruby: sdkSamples('ruby') };
}, 60_000);

it.each(['php', 'ruby'] as const)(
  'runs the %s SDK sample of every operation against the stubs',
  async (language) => {
    const errors = await runAgainstStubs(
      path.join(dir, language),
      language,
      stubs,
      samples[language],
    );
    expect(Object.fromEntries(errors)).toEqual({});
    expect(samples[language].length).toBeGreaterThan(100);
  },
  120_000,
);

it.each([
  [
    'php',
    '->getDocument($accountId, $documentId, $envelopeId',
    '->getDocument($accountId, $envelopeId, $documentId',
  ],
  [
    'ruby',
    '.get_document(account_id, document_id, envelope_id',
    '.get_document(account_id, envelope_id, document_id',
  ],
] as const)(
  'fails a %s sample that passes path parameters in path order, not the SDK’s',
  async (language, call, pathOrder) => {
    const id =
      'esignature-v2.1 GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}/documents/{documentId}';
    const sample = samples[language].find((entry) => entry.id === id)!;
    expect(sample.code).toContain(call);
    const [right, reordered] = [call, pathOrder].map((text) => ({
      id: text,
      code: sample.code.replace(call, text),
    }));
    const errors = await runAgainstStubs(path.join(dir, `${language}-wrong`), language, stubs, [
      right,
      reordered,
    ]);
    expect([...errors.keys()]).toEqual([reordered.id]);
    expect(errors.get(reordered.id)).toMatch(/documentId|envelopeId/);
  },
  60_000,
);

it.each([
  ['php', "'email_subject' =>", "'emailSubject' =>", '->createEnvelope(', '->createEnvelopes('],
  ['ruby', 'emailSubject:', 'email_subject:', '.create_envelope(', '.create_envelopes('],
] as const)(
  'fails a %s sample that names a model key or a method the SDK lacks',
  async (language, key, wrongKey, method, wrongMethod) => {
    const id = 'esignature-v2.1 POST /v2.1/accounts/{accountId}/envelopes';
    const sample = samples[language].find((entry) => entry.id === id)!;
    const wrong = [
      { id: 'key', code: sample.code.replace(key, wrongKey) },
      { id: 'method', code: sample.code.replace(method, wrongMethod) },
    ];
    expect(wrong.map((entry) => entry.code)).not.toContain(sample.code);
    const errors = await runAgainstStubs(
      path.join(dir, `${language}-names`),
      language,
      stubs,
      wrong,
    );
    expect([...errors.keys()].sort()).toEqual(['key', 'method']);
  },
  60_000,
);
