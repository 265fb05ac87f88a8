import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';

// The build keeps some outputs gzipped only (`file.gz`, no `file`: gatsby/precompress.ts); the
// build's own later steps, the server and the tests read them through these.

/** A built text file, also when it is kept gzipped only. */
export function readBuiltText(file: string): string {
  if (!fs.existsSync(file) && fs.existsSync(`${file}.gz`))
    return gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8');
  return fs.readFileSync(file, 'utf8');
}

/** A built text file, plain or gzipped only; undefined when it is neither. */
export function readBuiltTextIfAny(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    try {
      return gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/** The stat of a built file, plain or gzipped only (the plain one when both are there). */
export function builtFileStat(file: string): fs.Stats | undefined {
  return (
    fs.statSync(file, { throwIfNoEntry: false }) ??
    fs.statSync(`${file}.gz`, { throwIfNoEntry: false })
  );
}

/** Whether a built file exists, plain or gzipped only. */
export const builtFileExists = (file: string) => fs.existsSync(file) || fs.existsSync(`${file}.gz`);
