// The ceremony's calls to its session's endpoints (relative to the page: ./session, ./finish).

/** An answer the sandbox refused: its message, and where to go when the session is over. */
export class SigningError extends Error {
  constructor(status, body) {
    super(body.message || `The sandbox answered ${status}.`);
    this.status = status;
    this.field = body.field;
    this.redirect = body.redirect;
  }
}

async function call(path, init) {
  let response;
  try {
    response = await fetch(new URL(path, window.location.href), {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new SigningError(0, { message: 'The sandbox could not be reached. Try again.' });
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new SigningError(response.status, body);
  return body;
}

export const getSession = () => call('session', { method: 'GET', headers: {} });

export const post = (path, body = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
