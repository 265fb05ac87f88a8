// What pdf.js finds drawn on a page besides text: images and stroked paths.
export async function drawingsOn(
  pdfBytes: Uint8Array,
  pageNumber: number,
): Promise<{ images: number; strokes: number }> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(pdfBytes), verbosity: 0 });
  try {
    const page = await (await task.promise).getPage(pageNumber);
    const { fnArray, argsArray } = await page.getOperatorList();
    // pdf.js 5 folds a path's painting operator into constructPath's first argument.
    const painted = fnArray.map((fn, index) =>
      fn === OPS.constructPath ? (argsArray[index] as number[])[0] : fn,
    );
    const count = (ops: number[]) => painted.filter((fn) => ops.includes(fn)).length;
    return {
      images: count([OPS.paintImageXObject, OPS.paintInlineImageXObject]),
      strokes: count([OPS.stroke, OPS.closeStroke]),
    };
  } finally {
    await task.destroy();
  }
}
