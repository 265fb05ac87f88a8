import fs from 'node:fs';
import path from 'node:path';
import type { ApiReferenceModel } from '../../../lib/reference/model';
import { SAMPLE_DAY } from '../../../lib/reference/sampleValues/dates';
import { digest, writeWhole } from './buildCache';

/** The store's folder in the build cache (.cache/devcenter). */
export const EXAMPLE_FOLDER = 'examples';

/** What sampling one body gave: its example, or none (`{}`) when nothing could be made. */
export interface MadeExample {
  value?: unknown;
}

/** The examples made from one API version's schemas, each under a digest of its body. */
export interface ExampleMemo {
  get(key: string): MadeExample | undefined;
  set(key: string, made: MadeExample): void;
}

type Model = Pick<ApiReferenceModel, 'apiName' | 'version' | 'schemas'>;

interface StoredExamples {
  /** Digest of the build code, the sample day and the schemas the examples were made from. */
  source: string;
  examples: Record<string, MadeExample>;
}

/**
 * Generated examples kept in the build cache: one file per API version, valid while its schemas,
 * the build code and the day their dates fall on are those they were made with. Sampling is most of the cost of a method
 * page's data and of its markdown twin; with the store, the reference pages make each example
 * once, the llms step reads them back, and a rebuild after an edit that leaves the schemas alone
 * makes none.
 */
export interface ExampleStore {
  /** The memo of a model's examples (read from its file on first use). */
  forModel(model: Model): ExampleMemo;
  /** Writes the files of the memos that gained examples, and lets all of them go. */
  save(): void;
  /** Removes the files of API versions not in `models` (APIs taken out of the registry). */
  keepOnly(models: Model[]): void;
}

const fileName = (model: Pick<Model, 'apiName' | 'version'>) =>
  `${digest(model.apiName, model.version).slice(0, 32)}.json`;

export function exampleStore(
  dir: string,
  codeVersion: string,
  /** The day the examples' dates fall on: a store of another day's examples is made again. */
  day = SAMPLE_DAY,
): ExampleStore {
  const open = new Map<string, { file: string; stored: StoredExamples; changed: boolean }>();
  const sources = new WeakMap<object, string>();
  return {
    forModel(model) {
      let source = sources.get(model.schemas);
      if (source === undefined) {
        source = digest(codeVersion, day, JSON.stringify(model.schemas));
        sources.set(model.schemas, source);
      }
      const file = path.join(dir, fileName(model));
      let entry = open.get(file);
      if (entry?.stored.source !== source) {
        let stored: StoredExamples = { source, examples: {} };
        try {
          const read = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredExamples;
          if (read.source === source) stored = read;
        } catch {
          // none yet, or torn: made again
        }
        entry = { file, stored, changed: false };
        open.set(file, entry);
      }
      const current = entry;
      return {
        get: (key) => current.stored.examples[key],
        set(key, made) {
          current.stored.examples[key] = made;
          current.changed = true;
        },
      };
    },
    save() {
      for (const entry of open.values()) {
        if (!entry.changed) continue;
        fs.mkdirSync(dir, { recursive: true });
        writeWhole(entry.file, JSON.stringify(entry.stored));
      }
      // not held through the rest of the build (tens of MB at ten thousand operations)
      open.clear();
    },
    keepOnly(models) {
      if (!fs.existsSync(dir)) return;
      const kept = new Set(models.map(fileName));
      for (const name of fs.readdirSync(dir))
        if (!kept.has(name)) fs.rmSync(path.join(dir, name), { force: true });
    },
  };
}
