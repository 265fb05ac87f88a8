/** @jest-environment node */
import { PageSizes } from 'pdf-lib';
import { makePdf } from './__fixtures__/pdfs';
import { pageSizes } from './pageSpace';

describe('pageSizes', () => {
  it('gives every page’s size in points, as displayed', async () => {
    const pdf = await makePdf([
      { size: PageSizes.Letter },
      { size: PageSizes.A4 },
      { size: [792, 612] },
      { size: PageSizes.Letter, rotate: 90 },
    ]);
    expect(await pageSizes(pdf)).toEqual([
      { pageNumber: 1, width: 612, height: 792 },
      { pageNumber: 2, width: 595.28, height: 841.89 },
      { pageNumber: 3, width: 792, height: 612 },
      { pageNumber: 4, width: 792, height: 612 },
    ]);
  });
});
