import fs from 'node:fs';
import path from 'node:path';
import { modelSourceKey, type ApiReferenceModel } from '../../lib/reference';
import { digest, writeWhole } from '../pages/apiReference/buildCache';

/** The frames' record in the build cache (.cache/devcenter): model source key → frame digest. */
export const MODEL_FRAMES_FILE = 'model-frames.json';

interface FrameRecord {
  version: string;
  frames: Record<string, string>;
}

/**
 * A model's frame: a digest of the model without its pages (schemas, security schemes, names),
 * the part of a method twin's key that every method of the model shares (twins.ts). Made by
 * serialising the model, schemas and all: at ten thousand operations about 60 MB of JSON on every
 * rebuild. A model loaded through the model cache is the same while its sources' key is
 * (`modelSourceKey`), so its frame is kept in `file` under that key (for code of `version`) and
 * made again only for models whose spec changed.
 */
export interface ModelFrames {
  frameOf(model: ApiReferenceModel): string;
  /** Keeps the frames of this run's models (those of models no longer built drop out). */
  save(): void;
}

export const frameDigest = (model: ApiReferenceModel) =>
  digest(JSON.stringify({ ...model, categories: [], webhooks: [] }));

export function modelFrames(file?: string, version = ''): ModelFrames {
  let last: Record<string, string> = {};
  if (file) {
    try {
      const record = JSON.parse(fs.readFileSync(file, 'utf8')) as FrameRecord;
      if (record.version === version) last = record.frames;
    } catch {
      // none yet, or torn: every frame is made
    }
  }
  const now: Record<string, string> = {};
  const made = new Map<ApiReferenceModel, string>();
  return {
    frameOf(model) {
      let frame = made.get(model);
      if (frame !== undefined) return frame;
      const key = modelSourceKey(model);
      frame = (key !== undefined && last[key]) || frameDigest(model);
      if (key !== undefined) now[key] = frame;
      made.set(model, frame);
      return frame;
    },
    save() {
      if (!file) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      writeWhole(file, JSON.stringify({ version, frames: now } satisfies FrameRecord));
    },
  };
}
