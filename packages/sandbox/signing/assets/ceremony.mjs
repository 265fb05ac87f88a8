// The signing ceremony: the session's documents drawn page by page, the recipient's fields
// over them, and Finish, Finish later and Decline. The server checks and records everything.
import { adoptSignature } from './adopt.mjs';
import { getSession, post, SigningError } from './api.mjs';
import { Fields } from './fields.mjs';
import { drawPage, openDocument } from './pages.mjs';
import { setUpZoom } from './zoom.mjs';

const $ = (id) => document.getElementById(id);
const ACTIONS = ['next', 'finish', 'later', 'decline'];

function showError(box, message) {
  box.textContent = message;
  box.hidden = false;
}

/** Follows the sandbox's redirect of an ended session (timed out): true when it did. */
function leftFor(error) {
  if (!(error instanceof SigningError) || !error.redirect) return false;
  window.location.assign(error.redirect);
  return true;
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** The documents' sections and pages (sized to their pages), the fields placed on them. */
function layOut(model, fields) {
  const pages = [];
  model.documents.forEach((document, index) => {
    const section = element('section', 'document');
    section.setAttribute('aria-labelledby', `document-${index}`);
    const heading = element('h2', '', document.name);
    heading.id = `document-${index}`;
    const download = element('a', '', 'Download this document (PDF)');
    download.href = document.url;
    section.append(heading, element('p', ''));
    section.lastChild.append(download);
    document.pages.forEach((size, at) => {
      const page = element('div', 'page');
      page.setAttribute('role', 'group');
      page.setAttribute(
        'aria-label',
        `${document.name}, page ${at + 1} of ${document.pages.length}`,
      );
      page.style.aspectRatio = `${size.width} / ${size.height}`;
      const canvas = element('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      const text = element('div', 'visually-hidden');
      page.append(canvas, text);
      fields.place(page, document.documentId, at + 1, size);
      section.append(page);
      pages.push({ document, pageNumber: at + 1, canvas, text });
    });
    $('documents').append(section);
  });
  return pages;
}

async function drawAll(model, pages) {
  for (const document of model.documents) {
    const pdf = await openDocument(document.url);
    for (const page of pages.filter((candidate) => candidate.document === document)) {
      await drawPage(pdf, page.pageNumber, page.canvas, page.text);
    }
  }
}

async function start() {
  const progress = $('progress');
  const errorBox = $('error');
  const busy = (on) => ACTIONS.forEach((id) => ($(id).disabled = on));
  let model;
  try {
    model = await getSession();
  } catch (error) {
    if (leftFor(error)) return;
    progress.textContent = '';
    busy(true);
    showError(errorBox, error.message);
    return;
  }
  $('intro').textContent =
    `${model.sender.name} sent you documents to review and sign.` +
    `${model.blurb ? ` ${model.blurb}` : ''} Fields with a red edge are required.`;
  const update = () => {
    const left = fields.incomplete().length;
    $('finish').disabled = left > 0;
    progress.textContent =
      left === 0
        ? 'Every required field is complete. Select Finish to sign.'
        : `${left} required ${left === 1 ? 'field' : 'fields'} left to complete.`;
  };
  const fields = new Fields(model, {
    onChange: update,
    adopt: () => adoptSignature(model.recipient),
  });
  const pages = layOut(model, fields);
  update();

  const leave = async (path, body, box = errorBox) => {
    busy(true);
    box.hidden = true;
    try {
      window.location.assign((await post(path, body)).redirect);
    } catch (error) {
      if (leftFor(error)) return;
      busy(false);
      update();
      showError(box, error.message);
      if (error.field?.startsWith('values.')) fields.markInvalid(error.field.slice(7));
    }
  };
  $('next').onclick = () => fields.focusNext() || $('finish').focus();
  $('finish').onclick = () => {
    const adopted = fields.signature;
    const signature = adopted && {
      name: adopted.name,
      initials: adopted.initials,
      signaturePng: adopted.signaturePng,
    };
    leave('finish', { signature: signature ?? undefined, values: fields.values() });
  };
  $('later').onclick = () => leave('cancel');
  $('decline').onclick = () => {
    $('decline-error').hidden = true;
    $('decline-dialog').showModal();
    $('decline-reason').focus();
  };
  $('decline-cancel').onclick = () => $('decline-dialog').close();
  $('decline-form').onsubmit = (event) => {
    event.preventDefault();
    const reason = $('decline-reason').value.trim();
    if (!reason) {
      showError($('decline-error'), 'Say why you decline.');
      $('decline-reason').focus();
      return;
    }
    leave('decline', { reason }, $('decline-error'));
  };

  // One drawing at a time: pdf.js draws a canvas once at a time, and a zoom or a resize may come
  // while the pages are still being drawn.
  let drawing = Promise.resolve();
  const draw = () => {
    drawing = drawing.catch(() => undefined).then(() => drawAll(model, pages));
    return drawing;
  };
  let redrawTimer;
  const redraw = () => {
    clearTimeout(redrawTimer);
    redrawTimer = setTimeout(() => draw().catch(() => undefined), 150);
  };
  const zoom = setUpZoom({
    documents: $('documents'),
    zoomIn: $('zoom-in'),
    zoomOut: $('zoom-out'),
    fit: $('zoom-fit'),
    level: $('zoom-level'),
    pageWidthPoints: model.documents[0]?.pages[0]?.width,
    redraw,
  });
  try {
    await draw();
  } catch {
    showError(
      errorBox,
      'A document could not be shown. Download it with the link above its pages.',
    );
  }
  let width = window.innerWidth;
  window.addEventListener('resize', () => {
    if (Math.abs(window.innerWidth - width) < 50) return;
    width = window.innerWidth;
    zoom.show();
    redraw();
  });
}

start();
