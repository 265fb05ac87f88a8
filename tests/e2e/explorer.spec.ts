import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api';
import { ADMIN, expect, logIn as logInAs, test, type Page } from './fixtures';
// `window.onMonacoLoaded`: the hook the site's Monaco calls, declared where it does.
import type {} from '../../src/features/apiExplorer/components/monaco/monacoSetup';

declare global {
  interface Window {
    /** The page's Monaco, handed over through window.onMonacoLoaded (see the beforeEach). */
    monaco?: typeof Monaco;
  }
}

// The API Explorer on method pages (docs/behaviour.md §4.6), signed in through the sandbox's real login page.
const REFERENCE = '/docs/esign-rest-api/reference/envelopes/envelopes';
const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const explorer = (page: Page) => page.getByRole('region', { name: 'API Explorer' });
const response = (page: Page) => page.getByRole('region', { name: 'Response', exact: true });

// The request body editor is Monaco: its text is read from its model, since the editor only
// renders the lines in view.
const BODY_MODEL_URI = 'inmemory://explorer/request-body.json';

async function jsonEditor(page: Page) {
  const editor = explorer(page).locator('.explorer-json .monaco-editor');
  await expect(editor).toBeVisible();
  return editor;
}

async function jsonEditorText(page: Page): Promise<string> {
  await jsonEditor(page);
  return page.evaluate(
    (uri) =>
      window.monaco?.editor
        .getModels()
        .find((model) => model.uri.toString() === uri)
        ?.getValue() ?? '',
    BODY_MODEL_URI,
  );
}

// Typed key by key: Monaco closes brackets and quotes as they open and types over the closers.
async function replaceJsonText(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

async function bodyMarkers(page: Page): Promise<string[]> {
  return page.evaluate(
    (uri) =>
      window.monaco?.editor
        .getModelMarkers({})
        .filter((marker) => marker.resource.toString() === uri)
        .map((marker) => marker.message) ?? [],
    BODY_MODEL_URI,
  );
}

// The page hands its Monaco to window.onMonacoLoaded when an editor loads (monacoSetup.ts); the
// tests install that callback before any page script runs, to read the editors' models.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.onMonacoLoaded = (api) => {
      window.monaco = api;
    };
  });
});

/** Every explorer test acts as the demo administrator. */
const logIn = (page: Page, startPath: string) => logInAs(page, ADMIN, startPath);

test('anonymous visitors see the login banner and cannot send', async ({ page }) => {
  await page.goto(`${REFERENCE}/create/?explorer=true`);
  const panel = explorer(page);
  await expect(panel.getByText('To use API explorer, log in and then get started.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(panel.getByText('Log in to send requests.')).toBeVisible();
});

test('without the flag the method page has no explorer', async ({ page }) => {
  await page.goto(`${REFERENCE}/create/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(explorer(page)).toHaveCount(0);
});

test('signed in: create an envelope with the form, see the JSON, fetch it back', async ({
  page,
}) => {
  await logIn(page, `${REFERENCE}/create/?explorer=true`);
  const panel = explorer(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/To use API explorer/)).toHaveCount(0);
  const accountId = panel.getByLabel('accountId', { exact: true });
  await expect(accountId).toHaveValue(GUID);

  // Validation: the spec's character rule blocks Send and says why.
  await panel.getByLabel('merge_roles_on_draft', { exact: true }).fill('a b');
  await expect(
    panel.getByText(/Please use letters, numbers, and valid special characters/).first(),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await panel.getByLabel('merge_roles_on_draft', { exact: true }).fill('');

  // The form starts from the page's example: a subject, a document and a signer.
  await expect(panel.getByLabel('emailSubject', { exact: true })).not.toHaveValue('');
  await expect(panel.getByRole('button', { name: 'recipients' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await panel.getByLabel('emailSubject', { exact: true }).fill('Explorer e2e');
  await panel.locator('#explorer-body-status').selectOption('created');
  await panel.locator('#explorer-body-recipients-signers-0-email').fill('ann@example.test');
  await panel.locator('#explorer-body-recipients-signers-0-name').fill('Ann Signer');
  await panel.locator('#explorer-body-recipients-signers-0-recipientId').fill('1');

  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(response(page).getByTestId('explorer-status')).toHaveText('201 Created');
  await expect(response(page).getByText(/\d+ ms/)).toBeVisible();
  const body = await response(page).getByTestId('explorer-response-body').textContent();
  const created = JSON.parse(body ?? '{}') as { envelopeId?: string };
  expect(created.envelopeId).toMatch(GUID);
  // The body is shown in a read-only Monaco editor.
  const responseEditor = response(page).locator('.monaco-editor');
  // It wraps long lines (an id may break across two): read it without the wrapping's spaces.
  await expect
    .poll(async () => ((await responseEditor.textContent()) ?? '').replace(/\s+/g, ''))
    .toContain(created.envelopeId ?? 'no id');
  await expect(response(page).getByRole('textbox', { name: 'Response body' })).not.toBeEditable();

  // The JSON editor holds the same body the form built: the example with the edits.
  await panel.getByRole('radio', { name: 'JSON' }).check();
  const json = JSON.parse(await jsonEditorText(page)) as {
    documents: { documentBase64: string }[];
  };
  expect(json).toMatchObject({
    emailSubject: 'Explorer e2e',
    status: 'created',
    recipients: { signers: [{ email: 'ann@example.test', name: 'Ann Signer', recipientId: '1' }] },
  });
  expect(json.documents).toHaveLength(1);
  expect(json.documents[0].documentBase64.length).toBeGreaterThan(100);

  // The response banner collapses.
  await response(page).getByRole('button', { name: '201 Created' }).click();
  await expect(response(page).getByTestId('explorer-response-body')).toHaveCount(0);

  // Fetch the envelope back on the "get" page.
  await page.goto(`${REFERENCE}/get/?explorer=true`);
  const getPanel = explorer(page);
  await expect(getPanel.getByLabel('accountId', { exact: true })).toHaveValue(GUID);
  await getPanel.getByLabel('envelopeId', { exact: true }).fill(created.envelopeId ?? '');
  await getPanel.getByRole('button', { name: 'Send' }).click();
  await expect(response(page).getByTestId('explorer-status')).toHaveText('200 OK');
  const fetched = JSON.parse(
    (await response(page).getByTestId('explorer-response-body').textContent()) ?? '{}',
  ) as { envelopeId?: string; emailSubject?: string };
  expect(fetched.envelopeId).toBe(created.envelopeId);

  // Clear keeps only accountId.
  await getPanel.getByRole('button', { name: 'Clear' }).click();
  await expect(getPanel.getByLabel('envelopeId', { exact: true })).toHaveValue('');
  await expect(getPanel.getByLabel('accountId', { exact: true })).toHaveValue(GUID);
});

test('the /tools/api-explorer/ chooser opens a method page in explorer mode', async ({ page }) => {
  await page.goto('/tools/api-explorer/');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Envelopes' });
  await page.getByLabel('Resource', { exact: true }).selectOption({ label: 'Envelopes' });
  await page.getByLabel('Method', { exact: true }).selectOption({ label: 'get (GET)' });
  await page.getByRole('link', { name: 'Open in API Explorer' }).click();
  await expect(page).toHaveURL(/\/reference\/envelopes\/envelopes\/get\/\?explorer=true$/);
  await expect(explorer(page)).toBeVisible();
  await expect(explorer(page).getByLabel('envelopeId', { exact: true })).toBeVisible();
});

test('an explorer link on the home path opens the method page in explorer mode', async ({
  page,
}) => {
  await page.goto('/?explorer=esign/Envelopes/Envelopes/get');
  await expect(page).toHaveURL(
    /\/docs\/esign-rest-api\/reference\/envelopes\/envelopes\/get\/\?explorer=true$/,
  );
  await expect(explorer(page)).toBeVisible();
  await page.goto('/#explorer=unknown-api');
  await expect(page).toHaveURL(/\/docs\/esign-rest-api\/reference\/$/);
});

test('the JSON editor checks and completes the body from its schema, all from this site', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  const workers: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('worker', (worker) => workers.push(worker.url()));
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  await page.goto(`${REFERENCE}/create/?explorer=true`);
  const panel = explorer(page);
  await panel.getByRole('radio', { name: 'JSON' }).check();
  const editor = await jsonEditor(page);
  await expect(panel.getByRole('textbox', { name: 'Request body (JSON)' })).toBeVisible();

  // A wrong type and an unknown property: Monaco marks both, from the operation's schema.
  await editor.click();
  await replaceJsonText(page, '{"emailSubject": 42, "emailSubjekt": "typo"}');
  expect(await jsonEditorText(page)).toBe('{"emailSubject": 42, "emailSubjekt": "typo"}');
  await expect
    .poll(() => bodyMarkers(page))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Incorrect type\. Expected "string"/),
        expect.stringMatching(/Property emailSubjekt is not allowed/),
      ]),
    );
  await expect(editor.locator('.squiggly-warning').first()).toBeVisible();
  // Schema problems are warnings; only JSON that does not parse is an error.
  await expect(panel.getByText('The request body is not valid JSON.')).toHaveCount(0);

  // Completion offers the schema's property names.
  await replaceJsonText(page, '{"emailSub');
  await page.keyboard.press('Control+Space');
  await expect(editor.locator('.suggest-widget')).toContainText('emailSubject');
  await page.keyboard.press('Escape');

  await replaceJsonText(page, '{"emailSubject": ');
  await expect(panel.getByText('The request body is not valid JSON.')).toBeVisible();

  // Monaco, its styles and its workers came from this server, and nothing else was fetched.
  expect(workers.length).toBeGreaterThan(0);
  for (const url of [...requests, ...workers]) {
    expect(new URL(url).hostname, url).toBe(new URL(baseURL ?? '').hostname);
  }
  expect(new URL(baseURL ?? '').hostname).toBe('127.0.0.1');
  expect(policyErrors).toEqual([]);
});

test('Monaco is loaded only once an editor is shown', async ({ page }) => {
  // The editor's webpack chunk, and Monaco itself: the build's own bundle (monacoBundle.ts).
  const monacoChunks: string[] = [];
  const monacoBundle: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/monaco-editor-[^/]*\.js$/.test(pathname)) monacoChunks.push(request.url());
    if (pathname.startsWith('/static/monaco-editor/')) monacoBundle.push(pathname);
  });
  await page.goto(`${REFERENCE}/create/`);
  await page.goto(`${REFERENCE}/create/?explorer=true`);
  const panel = explorer(page);
  await expect(panel.getByRole('radio', { name: 'Form' })).toBeChecked();
  await expect(panel.getByLabel('emailSubject', { exact: true })).toBeVisible();
  expect(monacoChunks).toEqual([]);
  expect(monacoBundle).toEqual([]);
  await panel.getByRole('radio', { name: 'JSON' }).check();
  await jsonEditor(page);
  expect(monacoChunks).toHaveLength(1);
  const bundleFiles = monacoBundle.map((pathname) => pathname.split('/').at(-1));
  expect(bundleFiles).toEqual(expect.arrayContaining(['editor.js', 'editor.css']));
});

test('signed in: the Blockly editor shows and edits the body the form built', async ({ page }) => {
  const remote: string[] = [];
  const scripts: string[] = [];
  const missingMedia: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return;
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) remote.push(request.url());
    if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  page.on('response', (answer) => {
    if (answer.url().includes('/blockly-media/') && answer.status() >= 400) {
      missingMedia.push(answer.url());
    }
  });
  const blocklyChunk = (path: string) => /\/blockly-editor-[0-9a-f]+\.js$/.test(path);

  await logIn(page, `${REFERENCE}/create/?explorer=true`);
  const panel = explorer(page);
  await panel.getByLabel('emailSubject', { exact: true }).fill('Explorer blocks');
  await panel.locator('#explorer-body-status').selectOption('sent');
  expect(scripts.filter(blocklyChunk)).toEqual([]);

  // Blockly loads on demand and shows the same body as blocks.
  await panel.getByRole('radio', { name: 'Blockly' }).check();
  const workspace = panel.getByRole('group', { name: 'Request body (blocks)' });
  // Blockly draws field text as SVG <text>, with non-breaking spaces (normalised by getByText).
  const blockText = (text: string) => workspace.getByText(text, { exact: true });
  await expect(blockText('Explorer blocks')).toBeVisible();
  await expect(workspace.locator('text.blocklyDropdownText', { hasText: 'sent' })).toBeVisible();
  await expect(blockText('emailSubject')).toBeVisible();
  expect(scripts.filter(blocklyChunk)).toHaveLength(1);

  // Edit the subject in its block: the form shows the new value.
  // The field's group takes the click (its background rect lies over the text's box).
  await blockText('Explorer blocks').locator('xpath=..').click();
  const input = page.locator('input.blocklyHtmlInput');
  await expect(input).toBeVisible();
  await input.fill('Edited in Blockly');
  await input.press('Enter');
  await expect(blockText('Edited in Blockly')).toBeVisible();
  await panel.getByRole('radio', { name: 'Form' }).check();
  await expect(panel.getByLabel('emailSubject', { exact: true })).toHaveValue('Edited in Blockly');
  await expect(panel.locator('#explorer-body-status')).toHaveValue('sent');

  // A form edit shows up in the blocks when Blockly is chosen again.
  await panel.getByLabel('emailSubject', { exact: true }).fill('Back from the form');
  await panel.getByRole('radio', { name: 'Blockly' }).check();
  await expect(blockText('Back from the form')).toBeVisible();

  // While a request is on its way the blocks are read-only: no toolbox to add blocks from.
  await expect(workspace.getByRole('treeitem', { name: 'Request body' })).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/api-explorer(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect(blockText('Back from the form')).toBeVisible();
  await expect(workspace.getByRole('treeitem', { name: 'Request body' })).toHaveCount(0);
  release();
  await expect(response(page).getByTestId('explorer-status')).toBeVisible();
  await expect(workspace.getByRole('treeitem', { name: 'Request body' })).toBeVisible();

  expect(missingMedia).toEqual([]);
  expect(remote).toEqual([]);
});

test('signed in: the request as Python code and a share link that restores it', async ({
  page,
  context,
}) => {
  await logIn(page, `${REFERENCE}/create/?explorer=true`);
  const panel = explorer(page);
  // filled once the signed-in user's account has loaded, which may be after the panel shows
  const accountField = panel.getByLabel('accountId', { exact: true });
  await expect(accountField).toHaveValue(GUID);
  const accountId = await accountField.inputValue();
  await panel.getByLabel('merge_roles_on_draft', { exact: true }).fill('true');
  await panel.getByLabel('emailSubject', { exact: true }).fill('Shared from e2e');

  // A custom header chosen from the list (its select lives in a lazily minified chunk whose
  // helpers once clashed with another chunk's and left it without options).
  const headerName = panel.getByLabel('Header name');
  await expect(headerName.locator('option')).toHaveCount(7); // the placeholder and six names
  await headerName.selectOption('Accept-Language');
  await panel.getByRole('button', { name: 'Add header' }).click();
  await panel.getByLabel('Accept-Language', { exact: true }).fill('fr-FR');

  // The code section loads httpsnippet on demand and writes the request in Python.
  await panel.getByText('Request as code').click();
  await expect(panel.getByTestId('explorer-curl')).toContainText('{ACCESS_TOKEN}');
  await panel.getByRole('tab', { name: 'Python' }).click();
  const python = panel.getByTestId('explorer-code');
  await expect(python).toContainText('import requests');
  await expect(python).toContainText(`/v2.1/accounts/${accountId}/envelopes`);
  await expect(python).toContainText('merge_roles_on_draft=true');
  await expect(python).toContainText('"Authorization": "Bearer {ACCESS_TOKEN}"');
  await expect(python).toContainText('Shared from e2e');
  await expect(python).toContainText('"Accept-Language": "fr-FR"');
  expect(await python.textContent()).not.toMatch(/Bearer (?!\{ACCESS_TOKEN\})/);

  // The share link carries the request, not the token.
  await panel.getByRole('button', { name: 'Copy link' }).click();
  const link = await panel.getByLabel('Shareable link').inputValue();
  expect(link).toMatch(/\/reference\/envelopes\/envelopes\/create\/\?explorer=true&request=/);
  const shared = Buffer.from(new URL(link).searchParams.get('request') ?? '', 'base64url');
  expect(shared.toString('utf8')).toContain('Shared from e2e');
  expect(shared.toString('utf8')).not.toMatch(/bearer|authorization|token/i);

  // A new tab (same signed-in browser) opens the link with the same values in the fields.
  const other = await context.newPage();
  await other.goto(link);
  await other.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const restored = explorer(other);
  await expect(restored.getByLabel('emailSubject', { exact: true })).toHaveValue('Shared from e2e');
  await expect(restored.getByLabel('merge_roles_on_draft', { exact: true })).toHaveValue('true');
  await expect(restored.getByLabel('accountId', { exact: true })).toHaveValue(accountId);
  await expect(restored.getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('signed in: upload a document (multipart/form-data) with a file from the file field', async ({
  page,
}) => {
  await logIn(page, '/docs/clm-api/reference/documents/documents/uploaddocument/?explorer=true');
  const panel = explorer(page);
  await expect(panel.getByLabel('accountId', { exact: true })).toHaveValue(GUID);
  await panel.getByLabel('folderId', { exact: true }).fill('3fa85f64-5717-4562-b3fc-2c963f66afa6');
  // Files cannot be typed as JSON or built with blocks: the upload has its form only.
  await expect(panel.getByRole('radiogroup', { name: 'Body editor' })).toHaveCount(0);
  const file = panel.getByLabel('file', { exact: true });
  await expect(file).toHaveAttribute('accept', /^image\/\*,.*\.pdf,.*\.txt,/);

  // Without the required file, Send stays blocked and says why (no round trip for a 400).
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(panel.getByText('Check the request body: Choose a file for file.')).toBeVisible();

  await panel.getByLabel('name', { exact: true }).fill('NDA');
  await file.setInputFiles({
    name: 'nda.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(panel.getByText('nda.txt (5 bytes)')).toBeVisible();

  // The sample uploads the file the way curl does; the token stays a placeholder.
  await panel.getByText('Request as code').click();
  await expect(panel.getByTestId('explorer-curl')).toContainText("--form 'file=@nda.txt'");

  await panel.getByRole('button', { name: 'Send' }).click();
  // The sandbox answers 201 only when it could read the file part: the boundary went through.
  await expect(response(page).getByTestId('explorer-status')).toHaveText('201 Created');
});
