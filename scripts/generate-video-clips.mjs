// Writes the short clips of content/videos into static/videos/media/: one silent WebM (VP8,
// 640×360, 10 frames a second) and one poster JPEG per video, drawn by ffmpeg from the video's own
// front matter (its title, and each chapter's title while that chapter plays, with a progress bar).
// The narration is the WebVTT captions track the build writes from the same chapters.
// Each text is drawn at the largest size up to its own that fits the frame's line (576 px: 640 less
// the 32 px margins), measured with the same font: drawtext cuts a longer line at the frame's edge.
// Needs ffmpeg with libvpx and drawtext (Debian: apt-get install ffmpeg).
// Run: node scripts/generate-video-clips.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, 'content', 'videos');
const outDir = path.join(root, 'static', 'videos', 'media');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const LINE_WIDTH = 576;

/** The largest size up to `size` at which bold `text` fits LINE_WIDTH (pango at 72 dpi: pixels). */
async function fittedSize(text, size) {
  for (let candidate = size; candidate >= 14; candidate -= 1) {
    const { info } = await sharp({
      text: { text, font: `DejaVu Sans Bold ${candidate}`, fontfile: FONT_BOLD, dpi: 72 },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    if (info.width <= LINE_WIDTH) return candidate;
  }
  throw new Error(`"${text}" does not fit the frame even at 14 px: shorten it`);
}

mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(path.join(os.tmpdir(), 'video-clips-'));
try {
  for (const name of readdirSync(contentDir).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  )) {
    const { data } = matter(readFileSync(path.join(contentDir, name), 'utf8'));
    const duration = Number(data.duration);
    const chapters = data.chapters ?? [];
    // Text goes through files so no quoting of drawtext's own syntax is needed.
    const textFile = (id, text) => {
      const file = path.join(work, `${path.basename(name, '.md')}-${id}.txt`);
      writeFileSync(file, text);
      return file;
    };
    const titleSize = await fittedSize(data.title, 26);
    const filters = [
      `drawtext=fontfile=${FONT_BOLD}:textfile=${textFile('title', data.title)}:fontcolor=white:fontsize=${titleSize}:x=32:y=40`,
      `drawbox=x=32:y=86:w=${LINE_WIDTH}:h=2:color=0x6c8cff:t=fill`,
    ];
    for (const [index, chapter] of chapters.entries()) {
      const end = chapters[index + 1]?.start ?? duration;
      const window = `between(t\\,${chapter.start}\\,${end - 0.001})`;
      const chapterSize = await fittedSize(chapter.title, 32);
      filters.push(
        `drawtext=fontfile=${FONT}:textfile=${textFile(`n${index}`, `Chapter ${index + 1} of ${chapters.length}`)}:fontcolor=0xb8c4ff:fontsize=18:x=32:y=150:enable='${window}'`,
        `drawtext=fontfile=${FONT_BOLD}:textfile=${textFile(`c${index}`, chapter.title)}:fontcolor=white:fontsize=${chapterSize}:x=32:y=185:enable='${window}'`,
      );
    }
    filters.push(`drawbox=x=0:y=352:w=iw*t/${duration}:h=8:color=0x6c8cff:t=fill`);
    const base = path.join(outDir, path.basename(data.file, '.webm'));
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x1b2140:s=640x360:r=10:d=${duration}`,
      '-vf',
      filters.join(','),
      '-c:v',
      'libvpx',
      '-b:v',
      '60k',
      '-crf',
      '30',
      '-g',
      '20',
      '-an',
      `${base}.webm`,
    ]);
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-ss',
      '1',
      '-i',
      `${base}.webm`,
      '-frames:v',
      '1',
      '-q:v',
      '5',
      `${base}.jpg`,
    ]);
    console.log(`${path.relative(root, base)}.webm`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
