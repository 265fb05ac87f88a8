// Adopting a signature: the name typed (shown in a signature style) or drawn on a pad, and
// the initials. The native dialog keeps the focus inside, closes on Escape and gives it back.

const $ = (id) => document.getElementById(id);

/** A drawing pad for mouse, pen and touch; `empty()` until something is drawn. */
function drawingPad(canvas) {
  const context = canvas.getContext('2d');
  let strokes = 0;
  let drawing = false;
  const point = (event) => {
    const box = canvas.getBoundingClientRect();
    return [
      ((event.clientX - box.left) / box.width) * canvas.width,
      ((event.clientY - box.top) / box.height) * canvas.height,
    ];
  };
  canvas.onpointerdown = (event) => {
    drawing = true;
    canvas.setPointerCapture(event.pointerId);
    context.lineWidth = 4;
    context.lineCap = 'round';
    context.strokeStyle = '#1b2a8a';
    context.beginPath();
    context.moveTo(...point(event));
  };
  canvas.onpointermove = (event) => {
    if (!drawing) return;
    context.lineTo(...point(event));
    context.stroke();
    strokes += 1;
  };
  canvas.onpointerup = () => {
    drawing = false;
  };
  return {
    empty: () => strokes === 0,
    clear() {
      context.clearRect(0, 0, canvas.width, canvas.height);
      strokes = 0;
    },
    png: () => canvas.toDataURL('image/png'),
  };
}

let pad;

/**
 * Opens the dialog; resolves to `{ name, initials, signaturePng?, drawnUrl? }` (the PNG as
 * base64, as the finish sends it) or to null when the signer cancels.
 */
export function adoptSignature(recipient) {
  const dialog = $('adopt');
  const form = $('adopt-form');
  const name = $('adopt-name');
  const initials = $('adopt-initials');
  const preview = $('adopt-preview');
  const error = $('adopt-error');
  pad ??= drawingPad($('draw'));
  name.value ||= recipient.name;
  initials.value ||= recipient.initials;
  const style = () => form.elements.namedItem('style').value;
  const refresh = () => {
    preview.textContent = name.value;
    preview.hidden = style() === 'draw';
    $('draw-area').hidden = style() !== 'draw';
  };
  form.oninput = refresh;
  form.onchange = refresh;
  $('draw-clear').onclick = () => pad.clear();
  error.hidden = true;
  refresh();
  return new Promise((resolve) => {
    const done = (signature) => {
      dialog.oncancel = null;
      if (dialog.open) dialog.close();
      resolve(signature);
    };
    form.onsubmit = (event) => {
      event.preventDefault();
      const problem = !name.value.trim()
        ? 'Type your full name.'
        : style() === 'draw' && pad.empty()
          ? 'Draw your signature, or choose to type it.'
          : '';
      if (problem) {
        error.textContent = problem;
        error.hidden = false;
        (problem.startsWith('Type') ? name : $('draw')).focus();
        return;
      }
      const signature = { name: name.value.trim(), initials: initials.value.trim() };
      if (style() === 'draw') {
        signature.drawnUrl = pad.png();
        signature.signaturePng = signature.drawnUrl.split(',')[1];
      }
      done(signature);
    };
    $('adopt-cancel').onclick = () => done(null);
    dialog.oncancel = () => resolve(null);
    dialog.showModal();
    name.focus();
  });
}
