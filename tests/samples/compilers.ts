import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { StubFile } from './stubs/javaStubs';

const run = promisify(execFile);

/** A sample to compile: its id and its code as the page shows it. */
export interface CompiledSample {
  id: string;
  code: string;
}

/**
 * Every sample is the program `Example`; to compile hundreds in one compiler run (not one run
 * each: mcs takes a second to start), each gets its own class name. Nothing else changes.
 */
const renamed = (code: string, name: string) => code.replace(/\bclass Example\b/, `class ${name}`);

/** Errors per sample id (empty when all compile), from `file:line:` style diagnostics. */
function errorsBySample(output: string, files: Map<string, string>): Map<string, string[]> {
  const errors = new Map<string, string[]>();
  const byName = new Map([...files].map(([file, id]) => [path.basename(file), id]));
  // `file:10: error: ...` (javac), `file(10,5): error CS1061: ...` (mcs), or the compiler's own
  // `error: ...`; not the counts at the end, nor mcs's notes on where a symbol is.
  const diagnostics = output.split('\n').filter((text) => /(?:^|:\s*)error\b/.test(text.trim()));
  for (const line of diagnostics) {
    const name = line.match(/(Example\d{4}\.(?:java|cs))/)?.[1];
    // An error in the stubs (or the compiler's own) fails every sample: nothing was checked.
    const id = (name && byName.get(name)) ?? STUBS;
    errors.set(id, [...(errors.get(id) ?? []), line.trim()]);
  }
  return errors;
}

/** Where errors outside any sample are reported: the stubs, or the compiler not running. */
export const STUBS = '(stubs)';

/** javac (Java 17) on the stubs and the samples together; answers the errors of each sample. */
export async function compileJava(dir: string, stubs: StubFile[], samples: CompiledSample[]) {
  const files = new Map<string, string>();
  for (const stub of stubs) {
    const file = path.join(dir, 'src', stub.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, stub.text);
  }
  fs.mkdirSync(path.join(dir, 'samples'), { recursive: true });
  samples.forEach((sample, index) => {
    const name = `Example${String(index).padStart(4, '0')}`;
    const file = path.join(dir, 'samples', `${name}.java`);
    fs.writeFileSync(file, renamed(sample.code, name));
    files.set(file, sample.id);
  });
  const sources = [...stubs.map((stub) => path.join(dir, 'src', stub.path)), ...files.keys()];
  fs.writeFileSync(path.join(dir, 'sources.txt'), sources.join('\n'));
  const result = await run(
    'javac',
    [
      '-nowarn',
      '-Xmaxerrs',
      '10000',
      '-d',
      path.join(dir, 'out'),
      `@${path.join(dir, 'sources.txt')}`,
    ],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  return errorsBySample(`${result.stdout}\n${result.stderr}`, files);
}

/** mcs (Mono) on the stubs and the samples together, as a library; the errors of each sample. */
export async function compileCsharp(dir: string, stubs: string, samples: CompiledSample[]) {
  const files = new Map<string, string>();
  fs.mkdirSync(path.join(dir, 'samples'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'stubs.cs'), stubs);
  samples.forEach((sample, index) => {
    const name = `Example${String(index).padStart(4, '0')}`;
    const file = path.join(dir, 'samples', `${name}.cs`);
    fs.writeFileSync(file, renamed(sample.code, name));
    files.set(file, sample.id);
  });
  const args = [
    '-target:library',
    '-nowarn:168,219',
    '-r:System.Net.Http.dll',
    `-out:${path.join(dir, 'samples.dll')}`,
    path.join(dir, 'stubs.cs'),
    ...files.keys(),
  ];
  const result = await run('mcs', args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
  return errorsBySample(`${result.stdout}\n${result.stderr}`, files);
}
