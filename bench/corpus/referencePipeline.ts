// The repository's own spec pipeline (read, validate, normalise) for the corpus test, wherever
// it lives in the checkout measured: lib/reference, or gatsby/openapi in checkouts from before
// the shared model moved to lib/. Only the shapes the test reads are typed here, so the test
// runs on either side of that move.
import fs from 'node:fs';
import path from 'node:path';

export interface SchemaShape {
  refName?: string;
  items?: SchemaShape;
  properties?: { name: string; schema: SchemaShape }[];
}

export interface ModelShape {
  specFormat: string;
  isPrimary: boolean;
  basePath: string;
  categories: { slug: string; resources: { slug: string; methods: { slug: string }[] }[] }[];
  schemas: Record<string, SchemaShape>;
}

export interface EntryShape {
  swaggerName: string;
  route: string;
  primaryVersion: { value: string };
  legacyVersions: { value: string; swaggerName: string }[];
}

interface Pipeline {
  validateRegistry(raw: unknown, file: string): EntryShape[];
  normaliseSpec(
    spec: object,
    context: {
      file: string;
      entry: EntryShape;
      version: string;
      isPrimary: boolean;
      basePath: string;
      warn: (message: string) => void;
    },
  ): ModelShape;
}

interface SpecFiles {
  findSpecFile(dir: string, swaggerName: string): string | undefined;
  readSpecFile(file: string): Promise<object>;
}

const root = path.resolve(__dirname, '..', '..');
const folder = ['lib/reference', 'gatsby/openapi']
  .map((dir) => path.join(root, dir))
  .find((dir) => fs.existsSync(path.join(dir, 'normaliseSpec.ts')));
if (!folder) throw new Error('no spec pipeline found in lib/reference or gatsby/openapi');

export const pipeline = jest.requireActual<Pipeline>(folder);
export const specFiles = jest.requireActual<SpecFiles>(path.join(folder, 'readSpec'));
