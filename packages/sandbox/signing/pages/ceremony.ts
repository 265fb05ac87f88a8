import { escapeHtml } from '../../../../lib/htmlText';
import { signingPage } from './layout';

/**
 * The signing ceremony's page. The documents, tabs and actions are built by its script from
 * the session (GET ./session); the page holds the frame: heading, actions, the dialogs to adopt
 * a signature and to decline. Native dialogs trap the focus, close on Escape and give it back.
 */
export function ceremonyPage(prefix: string, subject: string): string {
  const title = subject || 'Documents to sign';
  return signingPage({
    prefix,
    title,
    script: 'ceremony.mjs',
    body: `<a class="skip" href="#documents">Skip to the documents</a>
<header class="bar">
  <p class="brand">Developer Sandbox · Signing</p>
  <h1>${escapeHtml(title)}</h1>
  <p id="intro">Review the documents and complete the highlighted fields.</p>
</header>
<main>
  <section class="actions" aria-label="Signing actions">
    <p id="progress" role="status">Loading the documents…</p>
    <div class="buttons">
      <button type="button" id="next">Next field</button>
      <button type="button" id="finish" class="primary" disabled aria-describedby="progress">Finish</button>
      <button type="button" id="later">Finish later</button>
      <button type="button" id="decline" class="danger">Decline</button>
    </div>
    <div class="zoom" role="group" aria-label="Zoom">
      <button type="button" id="zoom-out" aria-label="Zoom out">−</button>
      <p class="zoom__level"><span class="visually-hidden">Zoom level </span><span id="zoom-level" aria-live="polite">100%</span></p>
      <button type="button" id="zoom-in" aria-label="Zoom in">+</button>
      <button type="button" id="zoom-fit" aria-pressed="true">Fit width</button>
    </div>
    <p id="error" class="error" role="alert" hidden></p>
  </section>
  <div id="documents" tabindex="-1"></div>
  <noscript><p class="error">The signing page needs JavaScript to show the documents.</p></noscript>
</main>
<dialog id="adopt" aria-labelledby="adopt-title">
  <form id="adopt-form" method="dialog" novalidate>
    <h2 id="adopt-title">Adopt your signature</h2>
    <p>Your name and initials, as they will appear where you sign.</p>
    <label for="adopt-name">Full name</label>
    <input id="adopt-name" name="name" autocomplete="name" maxlength="100" required>
    <label for="adopt-initials">Initials</label>
    <input id="adopt-initials" name="initials" maxlength="10">
    <fieldset>
      <legend>Signature</legend>
      <label class="choice"><input type="radio" name="style" value="type" checked> Type it</label>
      <label class="choice"><input type="radio" name="style" value="draw"> Draw it</label>
    </fieldset>
    <p id="adopt-preview" class="signature preview"></p>
    <div id="draw-area" hidden>
      <canvas id="draw" width="600" height="180" role="img" aria-label="Drawing area: draw your signature with a mouse, pen or finger"></canvas>
      <button type="button" id="draw-clear">Clear drawing</button>
    </div>
    <p id="adopt-error" class="error" role="alert" hidden></p>
    <div class="buttons">
      <button type="submit" id="adopt-ok" class="primary" value="ok">Adopt and sign</button>
      <button type="button" id="adopt-cancel">Cancel</button>
    </div>
  </form>
</dialog>
<dialog id="decline-dialog" aria-labelledby="decline-title">
  <form id="decline-form" method="dialog" novalidate>
    <h2 id="decline-title">Decline to sign</h2>
    <p>The envelope ends for everyone, and the sender reads your reason.</p>
    <label for="decline-reason">Reason</label>
    <textarea id="decline-reason" name="reason" maxlength="2000" rows="4" required></textarea>
    <p id="decline-error" class="error" role="alert" hidden></p>
    <div class="buttons">
      <button type="submit" class="danger" value="ok">Decline</button>
      <button type="button" id="decline-cancel">Cancel</button>
    </div>
  </form>
</dialog>`,
  });
}
