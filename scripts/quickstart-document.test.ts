/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findAnchors, readPageText } from '@developer-center/sandbox/documents';

// The document every quickstart project sends (content/quickstart/shared/document.pdf): made by
// scripts/quickstart-document.mjs, its signature place marked by white anchor text that the
// embedded platform's anchor search still finds.

const root = path.resolve(__dirname, '..');
const shipped = readFileSync(path.join(root, 'content/quickstart/shared/document.pdf'));

/** Each text the page shows, with the fill colour it is drawn in (pdf.js's operator list). */
async function textColours(pdf: Uint8Array) {
  const { getDocument, OPS, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS });
  try {
    const page = await (await task.promise).getPage(1);
    const { fnArray, argsArray } = await page.getOperatorList();
    const shown: { text: string; fill: string }[] = [];
    let fill = '#000000';
    fnArray.forEach((fn, index) => {
      const args = argsArray[index] as unknown[];
      if (fn === OPS.setFillRGBColor) fill = String(args[0]);
      if (fn === OPS.showText) {
        const glyphs = args[0] as ({ unicode: string } | number)[];
        const text = glyphs.map((glyph) => (typeof glyph === 'number' ? '' : glyph.unicode));
        shown.push({ text: text.join(''), fill });
      }
    });
    return shown;
  } finally {
    await task.destroy();
  }
}

describe('the quickstart document', () => {
  it('is what scripts/quickstart-document.mjs makes, byte for byte', () => {
    const made = spawnSync(process.execPath, ['scripts/quickstart-document.mjs', '--stdout'], {
      cwd: root,
    });
    expect(made.status).toBe(0);
    expect(made.stdout.equals(shipped)).toBe(true);
  });

  it('draws the anchor /sn1/ in white and every other text in ink', async () => {
    const shown = await textColours(shipped);
    expect(shown.filter((run) => run.fill === '#ffffff').map((run) => run.text)).toEqual(['/sn1/']);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.filter((run) => run.text !== '/sn1/').every((run) => run.fill === '#1a1a1a')).toBe(
      true,
    );
  });

  it('has its white anchor found once by the embedded platform, as the projects place it', async () => {
    const [anchor] = (await readPageText(shipped))[0].runs.filter((run) => run.str === '/sn1/');
    const placements = await findAnchors(shipped, {
      anchorString: '/sn1/',
      anchorUnits: 'pixels',
      anchorXOffset: '20',
      anchorYOffset: '10',
    });
    expect(placements).toHaveLength(1);
    expect(placements[0].pageNumber).toBe(1);
    expect(placements[0].xPosition).toBeCloseTo(anchor.x + 20, 0);
    expect(placements[0].yPosition).toBeCloseTo(anchor.y + 10, 0);
  });
});
