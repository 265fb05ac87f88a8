/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// The posters scripts/generate-video-clips.mjs draws (static/videos/media): each video's title
// and first chapter on a dark frame, 32 px from the left. A text too long for its size ran past
// the frame's right edge and was cut there ("Verifying webhook signatures with HMA").

const media = path.resolve(__dirname, '..', 'static', 'videos', 'media');
const posters = readdirSync(media).filter((file) => file.endsWith('.jpg'));

/** The brightest pixel (luma) in the frame's right margin, above the progress bar. */
async function rightMarginInk(file: string): Promise<number> {
  const { data, info } = await sharp(path.join(media, file))
    .extract({ left: 612, top: 0, width: 28, height: 348 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width * info.height).toBe(data.length);
  return Math.max(...data);
}

it('has a poster for every video', () => {
  expect(posters.length).toBeGreaterThanOrEqual(6);
});

it.each(posters)('%s keeps its texts inside the frame, clear of the right margin', async (file) => {
  const { width, height } = await sharp(path.join(media, file)).metadata();
  expect([width, height]).toEqual([640, 360]);
  // The background is dark (luma about 35); white text would be over 200.
  expect(await rightMarginInk(file)).toBeLessThan(90);
});
