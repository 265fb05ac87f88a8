/** @jest-environment node */
import { PageSizes } from 'pdf-lib';
import { allText, makePdf, makePng, runsWith } from './__fixtures__/pdfs';
import { drawingsOn } from './__fixtures__/operators';
import { DocumentError } from './errors';
import { drawnImage } from './images';
import { readPageText } from './pdfText';
import { stampTabs } from './stamp';
import type { PlacedTab } from './tabs';

const ENVELOPE_ID = '4c2b7d0e-9a1f-4b3c-8d2e-6f5a4b3c2d1e';
const jane = { name: 'Jane Doe' };
const near = (actual: number, expected: number, within = 2) =>
  expect(Math.abs(actual - expected)).toBeLessThan(within);

let contract: Uint8Array;
beforeAll(async () => {
  contract = await makePdf([{ lines: [{ text: 'Agreement', x: 72, y: 72 }] }, {}]);
});

describe('stampTabs', () => {
  it('types the adopted name inside the signHere box, with "Signed by" and the envelope id under it', async () => {
    const tab: PlacedTab = {
      tabType: 'signHere',
      pageNumber: 2,
      xPosition: 100,
      yPosition: 400,
      signature: jane,
    };
    const pages = await readPageText(await stampTabs(contract, [tab], { envelopeId: ENVELOPE_ID }));
    const [signature] = runsWith(pages, 'Jane Doe', 2).filter((run) => run.str === 'Jane Doe');
    near(signature.x, 100);
    expect(signature.y).toBeGreaterThanOrEqual(400 - 1);
    expect(signature.y + signature.height).toBeLessThanOrEqual(440 + 1);
    const [caption] = runsWith(pages, `Signed by Jane Doe · ${ENVELOPE_ID}`, 2);
    near(caption.x, 100);
    expect(caption.y).toBeGreaterThan(440);
    expect(caption.height).toBeLessThan(8);
    expect(runsWith(pages, 'Jane Doe', 1)).toEqual([]);
  });

  it('types initials in an initialHere box, from the name unless given', async () => {
    const tabs: PlacedTab[] = [
      { tabType: 'initialHere', pageNumber: 1, xPosition: 300, yPosition: 600, signature: jane },
      {
        tabType: 'initialHere',
        pageNumber: 1,
        xPosition: 400,
        yPosition: 600,
        signature: { ...jane, initials: 'J.D.' },
      },
    ];
    const pages = await readPageText(await stampTabs(contract, tabs, { envelopeId: ENVELOPE_ID }));
    near(runsWith(pages, 'JD')[0].x, 300);
    near(runsWith(pages, 'J.D.')[0].x, 400);
    expect(allText(pages)).not.toContain('Signed by');
  });

  it('draws a drawn signature as an image instead of the typed name', async () => {
    const tab: PlacedTab = {
      tabType: 'signHere',
      pageNumber: 1,
      xPosition: 72,
      yPosition: 500,
      signature: { ...jane, signatureImage: await drawnImage(makePng(200, 60)) },
    };
    const stamped = await stampTabs(contract, [tab, { ...tab, pageNumber: 2 }], {
      envelopeId: ENVELOPE_ID,
    });
    expect((await drawingsOn(stamped, 1)).images).toBe(1);
    expect((await drawingsOn(stamped, 2)).images).toBe(1);
    // Embedded once, however many tabs show it.
    expect(
      Buffer.from(stamped)
        .toString('latin1')
        .match(/\/Subtype \/Image/g),
    ).toHaveLength(1);
    const shown = allText(await readPageText(stamped));
    expect(shown).toContain('Signed by Jane Doe');
    expect(shown.replaceAll('Signed by Jane Doe', '')).not.toContain('Jane Doe');
  });

  it('writes each value tab’s value with its top-left at the tab’s position', async () => {
    const values: [PlacedTab['tabType'], string][] = [
      ['dateSigned', '5/1/2024'],
      ['fullName', 'Jane Doe'],
      ['email', 'jane@example.test'],
      ['text', 'PO-7731'],
    ];
    const tabs = values.map(
      ([tabType, value], index) =>
        ({
          tabType,
          value,
          pageNumber: 1,
          xPosition: 72,
          yPosition: 200 + 40 * index,
        }) as PlacedTab,
    );
    const pages = await readPageText(await stampTabs(contract, tabs, { envelopeId: ENVELOPE_ID }));
    values.forEach(([, value], index) => {
      const [run] = runsWith(pages, value, 1);
      near(run.x, 72);
      near(run.y, 200 + 40 * index, 3);
    });
  });

  it('draws a checkbox’s box, and its mark only when selected', async () => {
    const box = { pageNumber: 1, xPosition: 72, yPosition: 300 };
    const empty = await stampTabs(contract, [{ tabType: 'checkbox', selected: false, ...box }], {
      envelopeId: ENVELOPE_ID,
    });
    const ticked = await stampTabs(contract, [{ tabType: 'checkbox', selected: true, ...box }], {
      envelopeId: ENVELOPE_ID,
    });
    expect((await drawingsOn(contract, 1)).strokes).toBe(0);
    expect((await drawingsOn(empty, 1)).strokes).toBe(4);
    expect((await drawingsOn(ticked, 1)).strokes).toBe(6);
  });

  it('places values upright where the platform shows them on a rotated page', async () => {
    const rotated = await makePdf([{ size: PageSizes.Letter, rotate: 90 }]);
    const tab: PlacedTab = {
      tabType: 'text',
      value: 'Rotated value',
      pageNumber: 1,
      xPosition: 500,
      yPosition: 100,
    };
    const pages = await readPageText(await stampTabs(rotated, [tab], { envelopeId: ENVELOPE_ID }));
    expect(pages[0]).toMatchObject({ width: 792, height: 612 });
    const [run] = runsWith(pages, 'Rotated value');
    near(run.x, 500);
    near(run.y, 100, 3);
  });

  it('draws characters the standard fonts lack as "?"', async () => {
    const tab: PlacedTab = {
      tabType: 'signHere',
      pageNumber: 1,
      xPosition: 72,
      yPosition: 400,
      signature: { name: 'Иван Zoë' },
    };
    const shown = allText(
      await readPageText(await stampTabs(contract, [tab], { envelopeId: ENVELOPE_ID })),
    );
    expect(shown).toContain('???? Zoë');
  });

  it('refuses a tab on a page the document does not have', async () => {
    const tab: PlacedTab = {
      tabType: 'text',
      value: 'x',
      pageNumber: 3,
      xPosition: 0,
      yPosition: 0,
    };
    await expect(stampTabs(contract, [tab], { envelopeId: ENVELOPE_ID })).rejects.toThrow(/page 3/);
  });

  it('leaves control and format characters out of stamped text instead of drawing "?"', async () => {
    const tabs: PlacedTab[] = [
      {
        tabType: 'text',
        pageNumber: 1,
        xPosition: 72,
        yPosition: 300,
        value: 'PO\u0007-77\u200b31',
      },
      {
        tabType: 'signHere',
        pageNumber: 1,
        xPosition: 72,
        yPosition: 400,
        signature: { name: 'Jane\u200b Doe\u202e' },
      },
    ];
    const shown = allText(
      await readPageText(await stampTabs(contract, tabs, { envelopeId: ENVELOPE_ID })),
    );
    expect(shown).toContain('PO-7731');
    expect(shown).toContain('Signed by Jane Doe');
    expect(shown).not.toContain('?');
  });

  it('refuses a drawn signature that is not a PNG', async () => {
    await expect(drawnImage(new TextEncoder().encode('not an image'))).rejects.toBeInstanceOf(
      DocumentError,
    );
  });
});
