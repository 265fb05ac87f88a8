import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Interpreter } from './processRunner';

/** The eSignature core whose plain HTTP samples run in every language (issue 37). */
export const ESIGNATURE_CORE = new Set([
  'POST /v2.1/accounts/{accountId}/envelopes',
  'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}',
  'GET /v2.1/accounts/{accountId}/envelopes',
  'PUT /v2.1/accounts/{accountId}/envelopes/{envelopeId}',
  'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}/recipients',
  'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}/documents',
  'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}/documents/{documentId}',
  'POST /v2.1/accounts/{accountId}/envelopes/{envelopeId}/views/recipient',
]);

/** The languages whose plain HTTP samples run by their own interpreter, as the page names them. */
export type ScriptLanguage = 'python' | 'php' | 'ruby' | 'go' | 'bash';

/**
 * How a reader runs each saved sample; Go with its caches in a folder of the run (Go 1.19 needs
 * a HOME, a GOCACHE and a GOPATH, and runs a lone file outside any module).
 */
export function interpreters(dir: string): Record<ScriptLanguage, Interpreter> {
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
