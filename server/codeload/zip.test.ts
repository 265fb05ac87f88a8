/** @jest-environment node */
import yauzl from 'yauzl';
import { zipStream } from './zip';

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function names(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, (error, zip) => {
      if (error || !zip) return reject(error);
      const found: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => found.push(entry.fileName));
      zip.on('end', () => resolve(found));
      zip.on('error', reject);
    });
  });
}

describe('zipStream', () => {
  it('writes the entries in order, identical for identical content', async () => {
    const entries = [
      { name: 'README.md', data: Buffer.from('# hi\n') },
      { name: 'src/app.js', data: Buffer.from('console.log(1)\n') },
    ];
    const first = await collect(zipStream(entries));
    expect(await names(first)).toEqual(['README.md', 'src/app.js']);
    expect((await collect(zipStream(entries))).equals(first)).toBe(true);
  });

  it('refuses with 413 before streaming when the archive could pass the cap', () => {
    const entries = [{ name: 'big.bin', data: Buffer.alloc(2048) }];
    expect(() => zipStream(entries, 1024)).toThrow(
      expect.objectContaining({ statusCode: 413 }) as Error,
    );
    expect(() => zipStream(entries, 4096)).not.toThrow();
  });
});
