// Zoom of the documents. They open fitted to the width of the screen; on a phone that draws a
// letter page's text at about 7 px, so the reader zooms in and pans the documents sideways in
// their own box (the page itself never scrolls sideways), or back out to fit.

/** Zoom levels, as multiples of the fitted width. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const FIT = ZOOM_STEPS.indexOf(1);
/** CSS pixels per PDF point at 100 %. */
const PX_PER_POINT = 96 / 72;

/**
 * Wires the zoom buttons to the documents' box: `--zoom` sizes the pages (signing.css), the
 * level says the document's scale as a PDF reader would, and `redraw` draws the pages again
 * sharp at their new size. The reading position stays where it was.
 */
export function setUpZoom({ documents, zoomIn, zoomOut, fit, level, pageWidthPoints, redraw }) {
  let index = FIT;
  const show = () => {
    const page = documents.querySelector('.page');
    const scale = page && pageWidthPoints ? page.clientWidth / (pageWidthPoints * PX_PER_POINT) : 1;
    level.textContent = `${Math.round(scale * 100)}%`;
    zoomOut.disabled = index === 0;
    zoomIn.disabled = index === ZOOM_STEPS.length - 1;
    fit.setAttribute('aria-pressed', String(index === FIT));
  };
  const zoomTo = (next) => {
    if (next === index || next < 0 || next >= ZOOM_STEPS.length) return;
    const factor = ZOOM_STEPS[next] / ZOOM_STEPS[index];
    // Keep the line being read in view: the distance into the documents grows with them.
    const top = documents.getBoundingClientRect().top + window.scrollY;
    const into = Math.max(0, window.scrollY - top);
    index = next;
    documents.style.setProperty('--zoom', String(ZOOM_STEPS[index]));
    window.scrollTo({ top: top + into * factor });
    documents.scrollLeft *= factor;
    show();
    redraw();
  };
  zoomIn.onclick = () => zoomTo(index + 1);
  zoomOut.onclick = () => zoomTo(index - 1);
  fit.onclick = () => zoomTo(FIT);
  show();
  return { show };
}
