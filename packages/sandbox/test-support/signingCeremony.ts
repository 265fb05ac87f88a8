/**
 * A signer's browser, over HTTP: opens a signing URL (keeping the session cookie it sets) and
 * calls the ceremony's own endpoints as its page does (GET session, POST finish, decline,
 * cancel). For the sandbox's signing tests and the quickstart route tests.
 */
export interface CeremonySession {
  /** The session's page, e.g. http://127.0.0.1:1234/sandbox/signing/s/<id>/ */
  page: string;
  cookie: string;
}

/** The tabs as GET ./session lists them (packages/sandbox/signing/ceremonyTabs.ts). */
export interface SessionTab {
  tabId: string;
  tabType: string;
  input: 'sign' | 'initial' | 'text' | 'checkbox' | 'list' | 'auto';
  required: boolean;
  value: string;
  listItems?: { value: string }[];
  format?: string;
}

/** Follows a signing URL as a browser would, up to the session's page. */
export async function openSigningUrl(url: string): Promise<CeremonySession> {
  const opened = await fetch(url, { redirect: 'manual' });
  if (opened.status !== 303) {
    throw new Error(`opening ${url} answered ${opened.status}: ${await opened.text()}`);
  }
  const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0];
  return { page: new URL(opened.headers.get('location')!, url).href, cookie };
}

export const sessionGet = (session: CeremonySession, path = '') =>
  fetch(new URL(path, session.page), { headers: { cookie: session.cookie } });

export const sessionPost = (session: CeremonySession, path: string, body: unknown = {}) =>
  fetch(new URL(path, session.page), {
    method: 'POST',
    headers: { cookie: session.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** What a signer completes: every signature signed, required boxes ticked, text filled. */
export function completedValues(
  tabs: SessionTab[],
  text = 'Sandbox test',
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const tab of tabs) {
    if (tab.input === 'sign' || tab.input === 'initial') values[tab.tabId] = true;
    else if (tab.input === 'checkbox') values[tab.tabId] = tab.required;
    else if (tab.input === 'list') values[tab.tabId] = tab.value || tab.listItems?.[0]?.value;
    else if (tab.input === 'text') {
      const formatted: Record<string, string> = {
        number: '42',
        zip: '12345',
        ssn: '123-45-6789',
        date: '1/31/2025',
        email: 'signer@example.test',
      };
      values[tab.tabId] = tab.value || formatted[tab.format ?? ''] || text;
    }
  }
  return values;
}

/** Opens the URL and signs everything with the adopted name; answers the finish's answer. */
export async function signEverything(url: string, name: string): Promise<Response> {
  const session = await openSigningUrl(url);
  const model = (await (await sessionGet(session, 'session')).json()) as { tabs: SessionTab[] };
  return sessionPost(session, 'finish', {
    signature: { name },
    values: completedValues(model.tabs),
  });
}
