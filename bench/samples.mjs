// `npm run bench:samples`: issue 37's samples, per language: how many the generators write for
// every operation of every API (SDK calls and plain HTTP), how long that takes and what a method
// page's eight samples weigh; then how many are run against the embedded platform and answer
// 2xx (Node.js: every operation of the six APIs with a Node SDK; Python, PHP, Ruby, Go and Bash:
// the eSignature core) or are checked by a compiler (Java, C# against the SDK stubs) or a parser
// (Python, PHP, Ruby SDK samples), and how long each takes. The same harness as the tests
// (tests/samples). Not part of `npm test`: it prints figures and fails only when it cannot run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

// The TypeScript modules load as CommonJS (as Jest loads them), so their __dirname is their own.
register();
const require = createRequire(import.meta.url);
const { loadApiReferences } = require('../lib/reference/loadApiReferences.ts');
const { SAMPLE_LANGUAGES } = require('../lib/samples/languages.ts');
const { operationSample } = require('../lib/samples/samples.ts');
const { API_SDKS } = require('../lib/samples/sdkPackages.ts');
const { curlSample } = require('../lib/samples/generators/curl.ts');
const { httpSample } = require('../lib/samples/http/samples.ts');
const { compileCsharp, compileJava } = require('../tests/samples/compilers.ts');
const { runNodeSamples } = require('../tests/samples/nodeRunner.ts');
const { plannedSamples } = require('../tests/samples/plan.ts');
const { NODE_SDK_APIS, startSamplePlatform } = require('../tests/samples/platformRun.ts');
const { processRunner } = require('../tests/samples/processRunner.ts');
const { ESIGNATURE_CORE, interpreters } = require('../tests/samples/interpreters.ts');
const { runSamples } = require('../tests/samples/runSamples.ts');
const { csharpStubs } = require('../tests/samples/stubs/csharpStubs.ts');
const { javaStubs } = require('../tests/samples/stubs/javaStubs.ts');
const { sdkSurface } = require('../tests/samples/stubs/sdkSurface.ts');
const { syntaxErrors } = require('../tests/samples/syntax.ts');

const target = { baseUrl: 'https://demo.example.test/restapi' };
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))];

const apis = (await loadApiReferences()).filter((api) => api.isPrimary);
const planned = apis.flatMap((api) => plannedSamples(api));

// 1. Generation: every operation in every language, and the weight of a page's eight samples.
const rows = new Map(
  SAMPLE_LANGUAGES.map(({ id, label }) => [id, { label, sdk: 0, http: 0, ms: 0 }]),
);
const pages = [];
const byLanguage = Object.fromEntries(SAMPLE_LANGUAGES.map(({ id }) => [id, []]));
for (const entry of planned) {
  let page = '';
  for (const { id } of SAMPLE_LANGUAGES) {
    const start = performance.now();
    const sample = operationSample(entry.model, target, id);
    const row = rows.get(id);
    row.ms += performance.now() - start;
    row[sample.kind] += 1;
    page += sample.code;
    byLanguage[id].push({ id: `${entry.api} ${entry.key} (${sample.kind})`, code: sample.code });
  }
  pages.push({ bytes: Buffer.byteLength(page), gzip: gzipSync(page).length });
}
console.log(
  `Generated: ${planned.length} operations of ${apis.length} APIs, in ${SAMPLE_LANGUAGES.length} languages`,
);
console.log('language  sdk  http  total ms');
for (const row of rows.values())
  console.log(
    `${row.label.padEnd(9)} ${String(row.sdk).padStart(4)} ${String(row.http).padStart(5)}  ${row.ms.toFixed(0).padStart(8)}`,
  );
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `A method page's eight samples: median ${kb(
    quantile(
      pages.map((p) => p.bytes),
      0.5,
    ),
  )} (${kb(
    quantile(
      pages.map((p) => p.gzip),
      0.5,
    ),
  )} gzipped), ` +
    `p90 ${kb(
      quantile(
        pages.map((p) => p.bytes),
        0.9,
      ),
    )}, largest ${kb(Math.max(...pages.map((p) => p.bytes)))} (${kb(Math.max(...pages.map((p) => p.gzip)))} gzipped)`,
);

// 2. Checks: run against the platform, compiled, or parsed.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-samples-'));
const checks = [];
const platform = await startSamplePlatform();
try {
  let start = performance.now();
  const nodeResults = await runSamples({
    apis: await platform.apis(NODE_SDK_APIS),
    proxy: platform.proxy,
    accountId: platform.accountId,
    token: platform.token,
    dir: path.join(dir, 'node'),
    readerValues: platform.readerValues,
    render: (model, t) => operationSample(model, t, 'node').code,
    runner: runNodeSamples,
  });
  checks.push([
    'Node.js',
    'run, 6 APIs',
    nodeResults.length,
    nodeResults.filter((r) => r.passed).length,
    performance.now() - start,
  ]);
  for (const api of NODE_SDK_APIS) {
    const mine = nodeResults.filter((r) => r.api === api);
    console.log(
      `  Node.js ${api}: ${mine.filter((r) => r.passed).length}/${mine.length} answer 2xx`,
    );
  }
  const esign = await platform.apis(['esignature-v2.1']);
  const labels = { python: 'Python', php: 'PHP', ruby: 'Ruby', go: 'Go', bash: 'Bash (curl)' };
  for (const [language, interpreter] of Object.entries(interpreters(dir))) {
    start = performance.now();
    const results = await runSamples({
      apis: esign,
      proxy: platform.proxy,
      accountId: platform.accountId,
      token: platform.token,
      dir: path.join(dir, language),
      only: (sample) => ESIGNATURE_CORE.has(sample.key),
      render: (model, t) =>
        language === 'bash' ? curlSample(model, t) : httpSample(model, t, language),
      runner: processRunner(interpreter),
    });
    checks.push([
      labels[language],
      'run, eSignature core (HTTP)',
      results.length,
      results.filter((r) => r.passed).length,
      performance.now() - start,
    ]);
  }
} finally {
  await platform.stop();
}
const withSdks = apis.filter((api) => API_SDKS[api.apiName]);
let start = performance.now();
const javaErrors = await compileJava(
  path.join(dir, 'java'),
  withSdks.flatMap((api) => javaStubs(sdkSurface(api))),
  byLanguage.java,
);
checks.push([
  'Java',
  'compiled (javac, SDK stubs)',
  byLanguage.java.length,
  byLanguage.java.length - javaErrors.size,
  performance.now() - start,
]);
start = performance.now();
const csharpStubSource = withSdks.map((api) => csharpStubs(sdkSurface(api))).join('\n');
const csharpErrors = await compileCsharp(
  path.join(dir, 'csharp'),
  csharpStubSource,
  byLanguage.csharp,
);
checks.push([
  'C#',
  'compiled (mcs, SDK stubs)',
  byLanguage.csharp.length,
  byLanguage.csharp.length - csharpErrors.size,
  performance.now() - start,
]);
for (const [label, language] of [
  ['Python', 'python'],
  ['PHP', 'php'],
  ['Ruby', 'ruby'],
]) {
  start = performance.now();
  const errors = await syntaxErrors(
    path.join(dir, `parse-${language}`),
    language,
    byLanguage[language],
  );
  checks.push([
    label,
    'parsed (all samples)',
    byLanguage[language].length,
    byLanguage[language].length - errors.size,
    performance.now() - start,
  ]);
}
console.log('\nChecked:');
console.log('language     check                          checked  passed      time');
for (const [label, check, total, passed, ms] of checks)
  console.log(
    `${label.padEnd(12)} ${check.padEnd(30)} ${String(total).padStart(7)} ${String(passed).padStart(7)} ${seconds(ms).padStart(9)}`,
  );
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
