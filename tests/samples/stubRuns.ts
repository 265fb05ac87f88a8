import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CompiledSample } from './compilers';
import { PHP_STUB_SUPPORT } from './stubs/phpStubs';
import { RUBY_STUB_SUPPORT } from './stubs/rubyStubs';

const run = promisify(execFile);

/** The stubs of the SDKs: PHP's one autoload file's blocks, Ruby's files by gem name. */
export interface ScriptStubs {
  php: string[];
  ruby: { gem: string; text: string }[];
}

// One interpreter run executes every sample, each in a scope of its own, and prints
// `ERR <file>: <error>` for each that throws (one run each took a minute for 180 files).
const RUNNERS = {
  php: {
    extension: 'php',
    command: (_dir: string) => [
      'php',
      '-r',
      'foreach (array_slice($argv, 1) as $f) { try { (static function () use ($f) { include $f; })(); } catch (\\Throwable $e) { echo "\\nERR $f: ", get_class($e), ": ", $e->getMessage(), "\\n"; } }',
      '--',
    ],
  },
  ruby: {
    extension: 'rb',
    command: (dir: string) => [
      'ruby',
      '-I',
      path.join(dir, 'lib'),
      '-e',
      'ARGV.each { |f| begin; load(f, true); rescue Exception => e; puts "\\nERR #{f}: #{e.class}: #{e.message.lines.first}"; end }',
    ],
  },
} as const;

/** Files the samples read (`File.open('document.pdf')`): empty ones, where the samples run. */
function touchReadFiles(dir: string, samples: CompiledSample[]) {
  for (const sample of samples)
    for (const [, name] of sample.code.matchAll(/(?:File\.open|SplFileObject)\('([^']+)'\)/g))
      fs.writeFileSync(path.join(dir, name), '');
}

/**
 * Runs each PHP or Ruby SDK sample, unchanged, against the SDKs' stubs (stubs/phpStubs.ts,
 * stubs/rubyStubs.ts); answers the error of each sample that fails, by id.
 */
export async function runAgainstStubs(
  dir: string,
  language: keyof typeof RUNNERS,
  stubs: ScriptStubs,
  samples: CompiledSample[],
): Promise<Map<string, string>> {
  fs.mkdirSync(path.join(dir, 'vendor'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'lib'), { recursive: true });
  if (language === 'php')
    fs.writeFileSync(
      path.join(dir, 'vendor', 'autoload.php'),
      ['<?php', PHP_STUB_SUPPORT, ...stubs.php, ''].join('\n'),
    );
  else {
    fs.writeFileSync(path.join(dir, 'lib', 'stub_support.rb'), RUBY_STUB_SUPPORT);
    for (const { gem, text } of stubs.ruby)
      fs.writeFileSync(path.join(dir, 'lib', `${gem}.rb`), text);
  }
  touchReadFiles(dir, samples);
  const { extension, command } = RUNNERS[language];
  const files = new Map<string, string>();
  samples.forEach((sample, index) => {
    const file = path.join(dir, `sample${String(index).padStart(4, '0')}.${extension}`);
    fs.writeFileSync(file, sample.code);
    files.set(file, sample.id);
  });
  const [program, ...args] = command(dir);
  const result = await run(program, [...args, ...files.keys()], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: `${error.stdout ?? ''}\nERR (stubs): ${error.stderr ?? ''}`,
    stderr: '',
  }));
  const errors = new Map<string, string>();
  for (const line of result.stdout.split('\n').filter((text) => text.startsWith('ERR '))) {
    const file = [...files.keys()].find((name) => line.startsWith(`ERR ${name}:`));
    errors.set(file ? files.get(file)! : line, line);
  }
  return errors;
}
