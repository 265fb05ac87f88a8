/** An answer over the size its reader accepts. */
export class AnswerTooLarge extends Error {}

/**
 * An upstream answer's body as text, read chunk by chunk so that a huge answer is cut (and its
 * connection dropped) before it is held in memory.
 */
export async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  maxBytes: number,
): Promise<string> {
  return (await readCappedBytes(body, maxBytes)).toString('utf8');
}

/** The same, as bytes (a PDF, an image). */
export async function readCappedBytes(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      throw new AnswerTooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
