/**
 * @jest-environment jsdom
 */
// zoom.mjs is the ceremony's browser script (no types): loaded as the browser loads it.
const { setUpZoom, ZOOM_STEPS } = jest.requireActual('./zoom.mjs') as {
  setUpZoom: (parts: Record<string, unknown>) => { show(): void };
  ZOOM_STEPS: number[];
};

/** The zoom bar and one page 374 px wide (a letter page fitted to a 390 px phone). */
function ceremony() {
  document.body.innerHTML = `
    <button id="out">−</button><p id="level"></p><button id="in">+</button>
    <button id="fit" aria-pressed="true">Fit width</button>
    <div id="documents"><section class="document"><div class="page"></div></section></div>`;
  const $ = (id: string) => document.getElementById(id) as HTMLElement;
  const documents = $('documents');
  const page = documents.querySelector('.page') as HTMLElement;
  // jsdom lays nothing out: the page's width follows --zoom as signing.css makes it.
  Object.defineProperty(page, 'clientWidth', {
    get: () => 374 * Number(documents.style.getPropertyValue('--zoom') || 1),
  });
  const redraw = jest.fn();
  setUpZoom({
    documents,
    zoomIn: $('in'),
    zoomOut: $('out'),
    fit: $('fit'),
    level: $('level'),
    pageWidthPoints: 612,
    redraw,
  });
  return { $, documents, redraw };
}

beforeAll(() => {
  window.scrollTo = jest.fn();
});

it('opens fitted, saying the scale a PDF reader would (374 px of an 816 px page: 46 %)', () => {
  const { $, documents, redraw } = ceremony();
  expect($('level').textContent).toBe('46%');
  expect($('fit').getAttribute('aria-pressed')).toBe('true');
  expect(documents.style.getPropertyValue('--zoom')).toBe('');
  expect(redraw).not.toHaveBeenCalled();
});

it('zooms in step by step, draws again each time, and stops at the last step', () => {
  const { $, documents, redraw } = ceremony();
  $('in').click();
  $('in').click();
  expect(documents.style.getPropertyValue('--zoom')).toBe('1.5');
  expect($('level').textContent).toBe('69%');
  expect($('fit').getAttribute('aria-pressed')).toBe('false');
  expect(redraw).toHaveBeenCalledTimes(2);
  for (let i = 0; i < ZOOM_STEPS.length; i += 1) $('in').click();
  expect(documents.style.getPropertyValue('--zoom')).toBe(String(ZOOM_STEPS.at(-1)));
  expect(($('in') as HTMLButtonElement).disabled).toBe(true);
  expect(redraw).toHaveBeenCalledTimes(ZOOM_STEPS.length - ZOOM_STEPS.indexOf(1) - 1);
});

it('Fit width goes back to the screen’s width; zoom out stops at the first step', () => {
  const { $, documents } = ceremony();
  $('in').click();
  $('fit').click();
  expect(documents.style.getPropertyValue('--zoom')).toBe('1');
  expect($('fit').getAttribute('aria-pressed')).toBe('true');
  for (let i = 0; i < ZOOM_STEPS.length; i += 1) $('out').click();
  expect(documents.style.getPropertyValue('--zoom')).toBe(String(ZOOM_STEPS[0]));
  expect(($('out') as HTMLButtonElement).disabled).toBe(true);
});
