import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

const EXTENSIONS = ['.json', '.yaml', '.yml'];

/** `{dir}/{swaggerName}.json`, `.yaml` or `.yml`, whichever exists; undefined if none. */
export function findSpecFile(dir: string, swaggerName: string): string | undefined {
  return EXTENSIONS.map((extension) => path.join(dir, `${swaggerName}${extension}`)).find((file) =>
    existsSync(file),
  );
}

/**
 * Reads one spec file as JSON or YAML, without resolving any $ref (recursive schemas must stay
 * finite); any failure names the file.
 */
export async function readSpecFile(file: string): Promise<object> {
  let spec: unknown;
  try {
    // The yaml package rather than swagger-parser's parse: the latter loads an ES module that
    // Jest cannot require, and both leave $refs unresolved as we need.
    const text = await readFile(file, 'utf8');
    spec = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new Error(`${file}: cannot read spec file: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
    throw new Error(`${file}: invalid spec: the file does not hold an object`);
  }
  return spec;
}
