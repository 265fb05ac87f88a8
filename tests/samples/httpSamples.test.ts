/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { curlSample } from '../../lib/samples/generators/curl';
import { httpSample } from '../../lib/samples/http/samples';
import knownFailures from './knownFailures.json';
import { startSamplePlatform, type SamplePlatform } from './platformRun';
import { processRunner, type Interpreter } from './processRunner';
import { runSamples, type SampleResult } from './runSamples';

// Issue 37: the plain HTTP samples in Python, PHP, Ruby, Go and Bash (curl) of the eSignature
// core, each run unchanged by its language's own interpreter against the embedded platform:
// create an envelope, read it, list status changes, its recipients and documents, download one,
// open the recipient view, update (void) it; each language from its own created envelope.

const CORE = new Set([
  'POST /v2.1/accounts/{accountId}/envelopes',
  'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}',
  'GET /v2.1/accounts/{accountId}/envelopes',
  'PUT /v2.1/accounts/{accountId}/envelopes/{envelopeId}',
  'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}/recipients',
  'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}/documents',
  'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}/documents/{documentId}',
  'POST /v2.1/accounts/{accountId}/envelopes/{envelopeId}/views/recipient',
]);

let platform: SamplePlatform;
const results = new Map<string, SampleResult[]>();

/** The interpreters, as a reader runs each saved file; Go with its caches in a folder of the run. */
function interpreters(dir: string): Record<string, Interpreter> {
  const go = path.join(dir, 'go-home');
  fs.mkdirSync(go, { recursive: true });
  // The interpreter itself, not a version manager's shim in front of it (a second a start).
  const python = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'])
    .toString()
    .trim();
  return {
    python: { file: 'main.py', command: (file) => [python, [file]] },
    php: { file: 'main.php', command: (file) => ['php', [file]] },
    ruby: { file: 'main.rb', command: (file) => ['ruby', [file]] },
    go: {
      file: 'main.go',
      command: (file) => ['go', ['run', file]],
      env: {
        HOME: go,
        GOCACHE: path.join(go, 'cache'),
        GOPATH: path.join(go, 'path'),
        GO111MODULE: 'off',
      },
      timeoutMs: 180_000,
    },
    bash: { file: 'main.sh', command: (file) => ['bash', [file]] },
  };
}

beforeAll(async () => {
  platform = await startSamplePlatform();
  const apis = await platform.apis(['esignature-v2.1']);
  for (const [language, interpreter] of Object.entries(interpreters(platform.dir))) {
    results.set(
      language,
      await runSamples({
        apis,
        proxy: platform.proxy,
        accountId: platform.accountId,
        token: platform.token,
        dir: path.join(platform.dir, language),
        only: (sample) => CORE.has(sample.key),
        render: (model, target) =>
          language === 'bash'
            ? curlSample(model, target)
            : httpSample(model, target, language as 'go'),
        runner: processRunner(interpreter),
      }),
    );
  }
}, 300_000);
afterAll(() => platform?.stop());

const known = knownFailures as Record<string, Record<string, Record<string, string>>>;

it.each(['python', 'php', 'ruby', 'go', 'bash'])(
  'runs the eight eSignature core samples in %s, failing exactly the listed ones',
  (language) => {
    const ran = results.get(language)!;
    expect(ran.map((result) => result.key).sort()).toEqual([...CORE].sort());
    const listed = known[language]?.['esignature-v2.1'] ?? {};
    const failing = Object.fromEntries(
      ran
        .filter((result) => !result.passed)
        .map((result) => [result.key, listed[result.key] ?? `NEW: ${result.reason}`]),
    );
    expect(failing).toEqual(listed);
  },
);
