import { SANDBOX_USERS } from '../seed';
import type { AuthorizeRequest } from './authorizeRequest';
import { escapeHtml } from '../../../lib/htmlText';
import { frameStyle, sandboxPage } from '../http/page';

const STYLE = `${frameStyle(400)}
  p.hint{margin:0 0 24px;color:#5b5670;font-size:.95rem}
  label{display:block;font-weight:600;margin:16px 0 6px}
  input[type=email],input[type=password]{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #b9b4c9;border-radius:6px}
  input:focus{outline:3px solid #a98bff;outline-offset:1px;border-color:#4c00ff}
  button{width:100%;margin-top:24px;padding:12px;font-size:1rem;font-weight:600;color:#fff;background:#4c00ff;border:0;border-radius:6px;cursor:pointer}
  button:hover{background:#3a00c4}
  button.secondary{color:#4c00ff;background:#fff;border:1px solid #4c00ff;margin-top:12px}
  button.secondary:hover{background:#f4f1fb}
  .error{margin:0 0 16px;padding:10px 12px;border-radius:6px;background:#fdecec;color:#a01010;border:1px solid #f2b8b8}
  .demo{margin-top:20px;font-size:.9rem;color:#3b3650}
  .demo summary{cursor:pointer;font-weight:600}
  .demo ul{padding-left:18px;margin:8px 0 0}
  .client{font-size:.85rem;color:#5b5670;margin-top:20px;word-break:break-all}
`;

const page = (title: string, body: string) => sandboxPage(title, body, { style: STYLE, brand: '' });

/** The seeded demo users are public (README), so the sandbox shows them to save a lookup. */
function demoAccounts(): string {
  const rows = SANDBOX_USERS.map(
    (user) =>
      `<li><code>${escapeHtml(user.email)}</code> / <code>${escapeHtml(user.password)}</code> (${user.isAdmin ? 'administrator' : 'member'})</li>`,
  ).join('');
  return `<details class="demo"><summary>Demo accounts</summary><ul>${rows}</ul></details>`;
}

/** The authorization request, carried to the form's POST in hidden fields. */
function hiddenFields(request: AuthorizeRequest): string {
  return Object.entries(request)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

/** The sign-in form; hidden fields carry the authorization request to the login POST. */
export function renderLoginPage(options: {
  action: string;
  request: AuthorizeRequest;
  clientName: string;
  email?: string;
  error?: string;
}): string {
  const hidden = hiddenFields(options.request);
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return page(
    'Sign in — Developer Sandbox',
    `<p class="brand">Developer Sandbox</p>
<h1>Sign in</h1>
<p class="hint">Use a sandbox account to continue to ${escapeHtml(options.clientName)}.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}">
${hidden}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required${options.email ? '' : ' autofocus'} value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${options.email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
${demoAccounts()}
<p class="client">Integration key ${escapeHtml(options.request.client_id)}</p>`,
  );
}

/** Shown instead of redirecting when the request cannot be trusted. */
export function renderProblemPage(problem: string): string {
  return page(
    'Sign-in request refused — Developer Sandbox',
    `<p class="brand">Developer Sandbox</p>
<h1>This sign-in request cannot be completed</h1>
<p class="error" role="alert">${escapeHtml(problem)}</p>
<p class="hint">Check the integration key and its redirect URIs, then start the sign-in again.</p>`,
  );
}

/**
 * Shown to a browser signed in at the platform when a key asks to act for the user for the
 * first time (or with more scopes): Allow, Deny, or sign in as someone else (`switchHref`, the
 * same request with `prompt=login`). No password: the session already says who it is.
 */
export function renderConsentPage(options: {
  action: string;
  request: AuthorizeRequest;
  clientName: string;
  user: { name: string; email: string };
  switchHref: string;
}): string {
  const scopes = options.request.scope
    .split(/\s+/)
    .filter(Boolean)
    .map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`)
    .join('');
  return page(
    'Allow access — Developer Sandbox',
    `<p class="brand">Developer Sandbox</p>
<h1>Allow access?</h1>
<p class="hint">${escapeHtml(options.clientName)} asks to act for you, ${escapeHtml(options.user.name)} (<code>${escapeHtml(options.user.email)}</code>), with these scopes:</p>
<ul>${scopes}</ul>
<form method="post" action="${escapeHtml(options.action)}">
${hiddenFields(options.request)}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</form>
<p class="demo"><a href="${escapeHtml(options.switchHref)}">Sign in as a different user</a></p>
<p class="client">Integration key ${escapeHtml(options.request.client_id)}</p>`,
  );
}
