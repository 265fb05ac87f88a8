import type { FastifyError, FastifyReply } from 'fastify';
import {
  NEWSLETTER_TOPICS,
  isNewsletterTopic,
  type NewsletterTopic,
} from '../../lib/analytics/contract';
import { isCountryCode } from '../../lib/site/countries';
import { isValidEmail, normaliseEmail } from '../http/emailAddress';
import { HttpError } from '../http/errors';
import { messagePage } from '../http/messagePage';
import { validationFailure } from '../http/validation';
import { addSignup, confirmSignup } from '../signups/store';
import type { RoutePlugin } from '../routeDeps';
import { siteOrigin } from '../http/origin';

export const SIGNUP_PATH = '/api/newsletter-signup';
export const CONFIRM_PATH = '/api/newsletter-signup/confirm';
/** Sign-ups per minute and client address: a person signs up once, a script many times. */
export const SIGNUP_RATE_LIMIT = 10;
const CONSENT_VALUES = ['on', 'true', 'yes', '1'];

interface SignupBody {
  email?: string;
  consent?: string;
  country?: string;
  topics?: string | string[];
}

/**
 * What the form posts (url-encoded, or JSON from the app). Its fields' rules are validSignup's,
 * each failure naming its field; a body off this shape is answered the same way
 * (`attachValidation`), as a page for a form posted without JavaScript.
 */
const signupBody = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    consent: { type: 'string' },
    country: { type: 'string' },
    topics: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
  },
} as const;

/** A checked sign-up: the normalised address, the country code and topic ids the reader chose. */
interface ValidSignup {
  email: string;
  country: string | null;
  topics: NewsletterTopic[];
}

/**
 * The form's fields, checked here so each failure names its field. The address comes back
 * normalised (http/emailAddress.ts), the form the store keeps and compares.
 */
function validSignup(body: SignupBody | undefined): ValidSignup {
  // Spaces around the address are the form's; anything else stays and is judged.
  const given = typeof body?.email === 'string' ? body.email.replace(/^ +| +$/g, '') : '';
  if (given === '') throw new HttpError(400, 'email is required', { field: 'email' });
  const email = normaliseEmail(given);
  if (!isValidEmail(email)) {
    throw new HttpError(400, 'email must be a valid email address', { field: 'email' });
  }
  const consent = typeof body?.consent === 'string' ? body.consent.toLowerCase() : '';
  if (!CONSENT_VALUES.includes(consent)) {
    throw new HttpError(400, 'consent is required: agree to receive the newsletter', {
      field: 'consent',
    });
  }
  // The form's select offers "no answer" as an empty value.
  const country = body?.country === undefined || body.country === '' ? null : body.country;
  if (country !== null && !isCountryCode(country)) {
    throw new HttpError(400, 'country must be a country of the list', { field: 'country' });
  }
  const topics = body?.topics === undefined ? [] : [body.topics].flat();
  if (topics.length > NEWSLETTER_TOPICS.length || !topics.every(isNewsletterTopic)) {
    throw new HttpError(400, 'topics must be topics of the newsletter', { field: 'topics' });
  }
  return { email, country, topics: [...new Set(topics)] };
}

function confirmationPage(reply: FastifyReply, status: number, title: string, message: string) {
  const tone = status < 300 ? 'success' : 'problem';
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      messagePage(title, message, { href: '/newsletter/', text: 'Back to the newsletter' }, tone),
    );
}

const malformedLinkPage = (reply: FastifyReply) =>
  confirmationPage(
    reply,
    400,
    'Link not valid',
    'This confirmation link is incomplete or damaged. Open it again from the email, or sign up again from the newsletter page.',
  );

/**
 * POST /api/newsletter-signup (url-encoded: email, consent) stores a pending sign-up and "mails"
 * its confirmation link, which this offline product writes to the outbox table (`signup_outbox`);
 * GET /api/newsletter-signup/confirm?token=... confirms it (double opt-in).
 */
export const newsletterSignupRoutes: RoutePlugin = async (app, deps) => {
  const { db } = deps.store;

  app.post<{ Body: SignupBody }>(
    SIGNUP_PATH,
    {
      config: { rateLimit: { max: SIGNUP_RATE_LIMIT, timeWindow: 60_000 } },
      attachValidation: true,
      schema: { body: signupBody },
    },
    async (request, reply) => {
      // A form posted without JavaScript lands here in the browser: it gets a page, not JSON.
      const wantsPage = !String(request.headers.accept ?? '').includes('application/json');
      try {
        if (request.validationError) {
          const { field, message } = validationFailure(request.validationError as FastifyError);
          throw new HttpError(400, message, { field });
        }
        const signup = validSignup(request.body);
        const result = await addSignup(
          db,
          signup,
          // A mailed link: the public origin only, never one a request header chose.
          (token) => `${siteOrigin(request, deps.config)}${CONFIRM_PATH}?token=${token}`,
        );
        if (result.kind === 'duplicate') {
          throw new HttpError(409, 'This address is already signed up.', { field: 'email' });
        }
        // The mail is its outbox row; the log names it, never the link (whoever holds the
        // token confirms the address).
        request.log.info(
          { outbox: 'newsletter confirmation', mailId: result.mailId },
          'confirmation mail queued',
        );
        const message =
          'Thanks! Open the link in the confirmation email to start your subscription.';
        if (wantsPage) return confirmationPage(reply, 201, 'Almost there', message);
        return reply.code(201).send({ message });
      } catch (error) {
        if (!wantsPage || !(error instanceof HttpError)) throw error;
        return confirmationPage(reply, error.statusCode, 'Sign-up not completed', error.message);
      }
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    CONFIRM_PATH,
    {
      // A browser follows this link: a malformed token gets a page that says so, not JSON.
      attachValidation: true,
      preHandler: async (request, reply) => {
        if (request.validationError) return malformedLinkPage(reply);
      },
      schema: {
        querystring: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' } },
        },
      },
    },
    async (request, reply) => {
      const outcome = await confirmSignup(db, request.query.token!);
      if (outcome === 'unknown') {
        return confirmationPage(
          reply,
          404,
          'Link not recognised',
          'This confirmation link is not one we sent. Sign up again from the newsletter page.',
        );
      }
      return confirmationPage(
        reply,
        200,
        'Subscription confirmed',
        outcome === 'confirmed'
          ? 'Thank you: your newsletter subscription is confirmed.'
          : 'Your newsletter subscription was already confirmed.',
      );
    },
  );
};
