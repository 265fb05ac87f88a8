import { asSentence } from '../../../lib/sentence';
/** The sign-up form's own action: the server's route (server/routes/newsletterSignup.ts) unless
 * GATSBY_NEWSLETTER_FORM_ACTION names another. */
export const SIGNUP_ACTION = process.env.GATSBY_NEWSLETTER_FORM_ACTION || '/api/newsletter-signup';

export type SignupOutcome =
  { ok: true; message: string } | { ok: false; message: string; field?: string };

const FALLBACK = 'The sign-up did not go through. Please try again later.';

/**
 * Posts the form url-encoded to its action (docs/behaviour.md §5) with plain fetch: the sign-up form
 * is the one call that carries no global-user-uuid header (docs/behaviour.md §7).
 */
export async function postSignup(form: HTMLFormElement): Promise<SignupOutcome> {
  const body = new URLSearchParams();
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') body.append(name, value);
  });
  let response: Response;
  try {
    response = await fetch(form.action, {
      method: form.method || 'post',
      headers: { accept: 'application/json' },
      body,
    });
  } catch {
    return { ok: false, message: FALLBACK };
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string; field?: string };
  // The server's checks name their field first ("email is required"): shown as a sentence.
  const message = typeof answer.message === 'string' ? asSentence(answer.message) : FALLBACK;
  return response.ok ? { ok: true, message } : { ok: false, message, field: answer.field };
}
