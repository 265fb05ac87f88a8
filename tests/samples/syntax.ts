import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CompiledSample } from './compilers';

const run = promisify(execFile);

// One interpreter run parses every file (one run each took a minute for 180 files) and prints
// `ERR <file>: <message>` for each that does not parse; nothing is executed.
const CHECKERS = {
  python: {
    extension: 'py',
    command: [
      'python3',
      '-c',
      'import py_compile, sys\nfor f in sys.argv[1:]:\n  try: py_compile.compile(f, doraise=True)\n  except py_compile.PyCompileError as e: print("ERR " + f + ": " + e.msg.strip().splitlines()[-1])',
    ],
  },
  php: {
    extension: 'php',
    command: [
      'php',
      '-d',
      'opcache.enable_cli=1',
      '-r',
      'foreach (array_slice($argv, 1) as $f) { try { opcache_compile_file($f); } catch (\\Throwable $e) { echo "ERR $f: ", $e->getMessage(), "\\n"; } }',
      '--',
    ],
  },
  ruby: {
    extension: 'rb',
    command: [
      'ruby',
      '-e',
      'ARGV.each { |f| begin; RubyVM::InstructionSequence.compile_file(f); rescue SyntaxError => e; puts "ERR #{f}: #{e.message.lines.first}"; end }',
    ],
  },
} as const;

/** Syntax errors of each sample (by id) in Python, PHP or Ruby, checked by the language itself. */
export async function syntaxErrors(
  dir: string,
  language: keyof typeof CHECKERS,
  samples: CompiledSample[],
): Promise<Map<string, string>> {
  const { extension, command } = CHECKERS[language];
  fs.mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  samples.forEach((sample, index) => {
    const file = path.join(dir, `sample${String(index).padStart(4, '0')}.${extension}`);
    fs.writeFileSync(file, sample.code);
    files.set(file, sample.id);
  });
  const [program, ...args] = command;
  const { stdout } = await run(program, [...args, ...files.keys()], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const errors = new Map<string, string>();
  for (const line of stdout.split('\n').filter((text) => text.startsWith('ERR '))) {
    const file = [...files.keys()].find((name) => line.startsWith(`ERR ${name}:`));
    errors.set(file ? files.get(file)! : line, line);
  }
  return errors;
}
