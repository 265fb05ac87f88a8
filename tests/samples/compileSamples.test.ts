/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadApiReferences } from '../../lib/reference/loadApiReferences';
import { operationSample } from '../../lib/samples/samples';
import { API_SDKS } from '../../lib/samples/sdkPackages';
import { compileCsharp, compileJava, type CompiledSample } from './compilers';
import { plannedSamples } from './plan';
import { syntaxErrors } from './syntax';
import { csharpStubs } from './stubs/csharpStubs';
import { javaStubs, type StubFile } from './stubs/javaStubs';
import { sdkSurface } from './stubs/sdkSurface';

// Issue 37: the Java and C# SDKs cannot be installed here, so their samples are checked by the
// compilers (javac 17, Mono's mcs) against stubs made from the same specs by the SDKs' rules:
// a wrong class, method, argument order or type fails. The plain HTTP samples (every operation
// of the APIs without SDKs, and those the SDKs lack) compile against the standard library.

const target = { baseUrl: 'https://demo.example.test/restapi' };
let java: CompiledSample[];
let csharp: CompiledSample[];
let scripts: Record<'python' | 'php' | 'ruby', CompiledSample[]>;
let javaStubFiles: StubFile[];
let csharpStubSource: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-samples-'));

beforeAll(async () => {
  const apis = (await loadApiReferences()).filter((api) => api.isPrimary);
  const withSdks = apis.filter((api) => API_SDKS[api.apiName]);
  javaStubFiles = withSdks.flatMap((api) => javaStubs(sdkSurface(api)));
  csharpStubSource = withSdks.map((api) => csharpStubs(sdkSurface(api))).join('\n');
  const planned = apis.flatMap((api) => plannedSamples(api));
  const sample = (language: 'java' | 'csharp' | 'python' | 'php' | 'ruby') =>
    planned.map((entry) => {
      const { kind, code } = operationSample(entry.model, target, language);
      return { id: `${entry.api} ${entry.key} (${kind})`, code };
    });
  java = sample('java');
  csharp = sample('csharp');
  scripts = { python: sample('python'), php: sample('php'), ruby: sample('ruby') };
});

it('compiles the Java sample of every operation: SDK calls against the stubs, plain HTTP as is', async () => {
  const errors = await compileJava(path.join(dir, 'java'), javaStubFiles, java);
  expect(Object.fromEntries(errors)).toEqual({});
  expect(java.filter((entry) => entry.id.endsWith('(sdk)')).length).toBeGreaterThan(100);
}, 120_000);

it('compiles the C# sample of every operation: SDK calls against the stubs, plain HTTP as is', async () => {
  const errors = await compileCsharp(path.join(dir, 'csharp'), csharpStubSource, csharp);
  expect(Object.fromEntries(errors)).toEqual({});
}, 120_000);

// Their SDKs cannot be installed either: their samples (SDK calls and plain HTTP) must parse.
it.each(['python', 'php', 'ruby'] as const)(
  'parses the %s sample of every operation',
  async (language) => {
    const errors = await syntaxErrors(path.join(dir, language), language, scripts[language]);
    expect(Object.fromEntries(errors)).toEqual({});
  },
);

it('finds a sample that does not parse', async () => {
  const broken = [{ id: 'broken', code: 'print((' }];
  expect([...(await syntaxErrors(path.join(dir, 'broken'), 'python', broken)).keys()]).toEqual([
    'broken',
  ]);
});

it('fails a sample that calls a method the SDK lacks or passes its arguments in another order', async () => {
  const create = java.find((entry) =>
    entry.id.startsWith('esignature-v2.1 POST /v2.1/accounts/{accountId}/envelopes '),
  )!;
  const wrong = [
    { id: 'renamed', code: create.code.replace('.createEnvelope(', '.createEnvelopes(') },
    {
      id: 'swapped',
      code: create.code.replace('(accountId, envelopeDefinition', '(envelopeDefinition, accountId'),
    },
  ];
  const errors = await compileJava(path.join(dir, 'java-wrong'), javaStubFiles, wrong);
  expect([...errors.keys()].sort()).toEqual(['renamed', 'swapped']);
  const csharpCreate = csharp.find((entry) => entry.id === create.id.replace('(sdk)', '(sdk)'))!;
  const csharpWrong = [
    { id: 'renamed', code: csharpCreate.code.replace('.CreateEnvelope(', '.CreateEnvelopes(') },
  ];
  expect([
    ...(await compileCsharp(path.join(dir, 'csharp-wrong'), csharpStubSource, csharpWrong)).keys(),
  ]).toEqual(['renamed']);
}, 120_000);
