/** @jest-environment node */
import { PageSizes } from 'pdf-lib';
import { helveticaWidth, makePdf } from './__fixtures__/pdfs';
import { findAnchors, findAnchorsInDocuments } from './anchors';
import { ANCHOR_TAB_STRING_NOT_FOUND, DocumentError } from './errors';

// pdf.js measures runs with its own metrics of the standard fonts, a little wider than pdf-lib's
// (under 1 point on a line); a tab within a point of the anchor is where the platform puts it.
const expectNear = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(1);

// "Please sign here: /sn1/" with its glyph box's top-left at (72, 100) on page one.
const LEAD = 'Please sign here: ';
let contract: Uint8Array;
let anchorX: number;

beforeAll(async () => {
  contract = await makePdf([
    { lines: [{ text: `${LEAD}/sn1/`, x: 72, y: 100 }] },
    { lines: [{ text: 'Initial: /sn1/ and the date', x: 100, y: 300, size: 10 }] },
  ]);
  anchorX = 72 + (await helveticaWidth(LEAD));
});

describe('findAnchors', () => {
  it('places a tab at the top-left of every occurrence, page by page', async () => {
    const found = await findAnchors(contract, { anchorString: '/sn1/' });
    expect(found).toHaveLength(2);
    expect(found[0].pageNumber).toBe(1);
    expectNear(found[0].xPosition, anchorX);
    expectNear(found[0].yPosition, 100);
    expect(found[1]).toMatchObject({ pageNumber: 2 });
    expectNear(found[1].xPosition, 100 + (await helveticaWidth('Initial: ', 10)));
    expectNear(found[1].yPosition, 300);
  });

  it.each([
    ['pixels', 10, 20, 10, 20],
    ['inches', 1, 0.5, 72, 36],
    ['mms', 25.4, 10, 72, 28.35],
    ['cms', 2.54, 1, 72, 28.35],
  ])('moves the tab by offsets in %s', async (anchorUnits, x, y, dx, dy) => {
    const [found] = await findAnchors(contract, {
      anchorString: '/sn1/',
      anchorXOffset: x,
      anchorYOffset: y,
      anchorUnits,
    });
    expectNear(found.xPosition, anchorX + dx);
    expectNear(found.yPosition, 100 + dy);
  });

  it('takes offsets and flags as strings, as the platform’s clients send them', async () => {
    const found = await findAnchors(contract, {
      anchorString: '/SN1/',
      anchorXOffset: '-5',
      anchorYOffset: '10',
      anchorCaseSensitive: 'false',
    });
    expectNear(found[0].xPosition, anchorX - 5);
    expectNear(found[0].yPosition, 110);
  });

  it('matches regardless of case unless asked to be case sensitive', async () => {
    expect(await findAnchors(contract, { anchorString: 'PLEASE SIGN' })).toHaveLength(1);
    expect(
      await findAnchors(contract, { anchorString: 'PLEASE SIGN', anchorCaseSensitive: true }),
    ).toEqual([]);
  });

  it('matches inside words unless asked for whole words', async () => {
    const pdf = await makePdf([{ lines: [{ text: 'Signature: sign here', x: 72, y: 72 }] }]);
    expect(await findAnchors(pdf, { anchorString: 'sign' })).toHaveLength(2);
    const whole = await findAnchors(pdf, { anchorString: 'sign', anchorMatchWholeWord: 'true' });
    expect(whole).toHaveLength(1);
    expectNear(whole[0].xPosition, 72 + (await helveticaWidth('Signature: ')));
  });

  it('aligns the tab with the end of the string when alignment is right', async () => {
    const [found] = await findAnchors(contract, {
      anchorString: '/sn1/',
      anchorHorizontalAlignment: 'right',
    });
    expectNear(found.xPosition, anchorX + (await helveticaWidth('/sn1/')));
  });

  it('finds a string drawn in two pieces on one line', async () => {
    const pdf = await makePdf([
      {
        lines: [
          { text: 'Sign: /s', x: 72, y: 72 },
          { text: 'n1/', x: 72 + (await helveticaWidth('Sign: /s')), y: 72 },
        ],
      },
    ]);
    const [found] = await findAnchors(pdf, { anchorString: '/sn1/' });
    expectNear(found.xPosition, 72 + (await helveticaWidth('Sign: ')));
  });

  it('places anchors on the page as displayed when the page is rotated', async () => {
    const pdf = await makePdf([
      { size: PageSizes.Letter, rotate: 90, lines: [{ text: '/sn1/', x: 100, y: 200 }] },
    ]);
    const [found] = await findAnchors(pdf, { anchorString: '/sn1/' });
    // Drawn at PDF (100, 580..592); a quarter turn clockwise shows it at (580, 100) and upright.
    expectNear(found.xPosition, 580);
    expectNear(found.yPosition, 100 - 12);
  });

  it('answers an empty list when the string is not there', async () => {
    expect(await findAnchors(contract, { anchorString: '/missing/' })).toEqual([]);
  });
});

describe('findAnchorsInDocuments', () => {
  it('searches every document and names the one each tab lands on', async () => {
    const other = await makePdf([{ lines: [{ text: 'no anchors here', x: 72, y: 72 }] }]);
    const found = await findAnchorsInDocuments(
      [
        { documentId: '1', pdfBytes: other },
        { documentId: '2', pdfBytes: contract },
      ],
      { anchorString: '/sn1/' },
    );
    expect(found.map((place) => [place.documentId, place.pageNumber])).toEqual([
      ['2', 1],
      ['2', 2],
    ]);
  });

  it('refuses an anchor found in no document with the platform’s error', async () => {
    const error = await findAnchorsInDocuments([{ documentId: '1', pdfBytes: contract }], {
      anchorString: '/sig9/',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocumentError);
    expect(error).toMatchObject({ errorCode: ANCHOR_TAB_STRING_NOT_FOUND });
    expect((error as Error).message).toContain('/sig9/');
  });

  it('ignores a missing anchor when the tab says so', async () => {
    const found = await findAnchorsInDocuments([{ documentId: '1', pdfBytes: contract }], {
      anchorString: '/sig9/',
      anchorIgnoreIfNotPresent: 'true',
    });
    expect(found).toEqual([]);
  });
});
