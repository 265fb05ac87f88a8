import { pipeline, Transform, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { HttpError } from '../http/errors';

/** Spec: the archive size is capped. Templates are a few kilobytes; 5 MB leaves wide room. */
export const MAX_ARCHIVE_BYTES = 5 * 1024 * 1024;

/** Per entry: local header, central directory record and the name, twice (generous). */
const ENTRY_OVERHEAD_BYTES = 256;

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** Fixed dates keep archives of the same content identical. */
const MTIME = new Date('2024-01-01T00:00:00Z');

/**
 * A streaming zip of the entries (yazl). The size is checked before the first byte goes out,
 * so a refusal is still a clean JSON error; a counter on the stream guards the promise anyway.
 */
export function zipStream(entries: ZipEntry[], maxBytes = MAX_ARCHIVE_BYTES): Readable {
  const bound = entries.reduce(
    (sum, entry) =>
      sum + Math.ceil(entry.data.length * 1.01) + 2 * entry.name.length + ENTRY_OVERHEAD_BYTES,
    22,
  );
  if (bound > maxBytes) {
    throw new HttpError(413, `The project archive would exceed ${maxBytes} bytes`);
  }
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addBuffer(entry.data, entry.name, { mtime: MTIME, mode: 0o100644 });
  }
  zip.end();
  let sent = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      if (sent > maxBytes) done(new Error('archive size cap exceeded'));
      else done(null, chunk);
    },
  });
  // One pipeline: a client that leaves (Fastify destroys the stream it sends) or the cap
  // closes the archive's own stream too, where `.pipe` left it paused; its errors reach Fastify
  // through the stream it sends.
  return pipeline(zip.outputStream, capped, () => undefined);
}
