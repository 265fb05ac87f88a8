import type { FastifyInstance } from 'fastify';
import { requestScheme } from '@developer-center/http';
import { escapeHtml } from '../../../lib/htmlText';
import type { SandboxContext } from '../context';
import { asObject, text } from '../esignature/call';
import { sandboxPage, sendPage } from '../http/page';
import { invalidLinkPage, linkTokenMatches, sendLinkDone } from '../http/linkPage';
import { findResource, saveResource } from '../resources/store';
import { findForm } from './forms';
import { statusOf } from './instanceAnswer';
import { fieldHtml } from './fieldHtml';
import { instancesPlace } from './places';
import { submitInstance } from './submit';

type Params = { accountId: string; formId: string; instanceId: string };
const PAGE = '/webforms/:accountId/:formId/:instanceId';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const missing = invalidLinkPage('form');

/**
 * The formUrl of a Web Forms instance: the form's fields, prefilled with the instance's values;
 * Submit sends the envelope of the form's template (`submit.ts`). The token in the address is
 * checked against its hash; the page may be framed, as the platform's forms are embedded.
 */
export function registerFormPage(
  app: FastifyInstance,
  context: SandboxContext,
  webformsApi: () => Promise<string | undefined>,
) {
  const load = async (params: Params, token: unknown) => {
    const api = await webformsApi();
    if (!api || !GUID.test(params.formId)) return undefined;
    const form = await findForm(
      context.db,
      await context.operationIndex(),
      params.accountId,
      params.formId,
    );
    if (!form) return undefined;
    const place = instancesPlace(api, form.accountId, form.id);
    const instance = await findResource(context.db, place, params.instanceId);
    if (!instance || !linkTokenMatches(token, instance.body)) return undefined;
    return { form, place, instance };
  };

  const render = (
    found: NonNullable<Awaited<ReturnType<typeof load>>>,
    token: string,
    values: Record<string, unknown>,
    problems: Record<string, string> = {},
    refusal = '',
  ) => {
    const name = escapeHtml(found.form.name);
    const fields = found.form.fields.map((field) =>
      fieldHtml(field, values[field.name], problems[field.name]),
    );
    return sandboxPage(
      found.form.name,
      `<h1>${name}</h1>
${refusal ? `<p class="note" role="alert">${escapeHtml(refusal)}</p>` : ''}
<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}">
${fields.join('\n')}
<button type="submit">Submit</button></form>
<p class="note">Submitting sends the form's agreement for signature.</p>`,
      { style: FORM_STYLE },
    );
  };

  app.get<{ Params: Params; Querystring: { token?: string } }>(PAGE, async (request, reply) => {
    const found = await load(request.params, request.query.token);
    if (!found) return sendPage(reply, 404, missing);
    const { instance, place } = found;
    const status = statusOf(instance);
    if (status === 'SUBMITTED' || status === 'EXPIRED') {
      const title = status === 'SUBMITTED' ? 'Form submitted' : 'Form expired';
      return sendPage(
        reply,
        status === 'SUBMITTED' ? 200 : 410,
        sandboxPage(
          title,
          `<h1>${title}</h1><p class="note">This form can no longer be changed.</p>`,
        ),
      );
    }
    if (status === 'INITIATED') {
      await saveResource(context.db, place, {
        ...instance,
        body: { ...instance.body, status: 'IN_PROGRESS' },
        updated: Date.now(),
      });
    }
    const values = asObject(instance.body.formValues);
    return sendPage(reply, 200, render(found, request.query.token!, values), { framed: true });
  });

  app.post<{ Params: Params }>(PAGE, async (request, reply) => {
    const posted = asObject(request.body);
    const found = await load(request.params, posted.token);
    if (!found) return sendPage(reply, 404, missing);
    // What the page sent, by field: a checkbox left unticked is sent as nothing, so false.
    const entered = Object.fromEntries(
      found.form.fields.map((field) => [
        field.name,
        field.type === 'Checkbox' ? posted[field.name] !== undefined : (posted[field.name] ?? ''),
      ]),
    );
    const baseUri = `${requestScheme(request)}://${request.host}${context.prefix}`;
    const submitted = await submitInstance(context, found, entered, baseUri);
    if (!submitted.ok) {
      const values = { ...asObject(found.instance.body.formValues), ...entered };
      const message = submitted.problems ? '' : text(asObject(submitted.answer.body).message);
      const page = render(found, String(posted.token), values, submitted.problems, message);
      return sendPage(reply, 400, page, { framed: true });
    }
    return sendLinkDone(
      reply,
      found.instance.body.returnUrl,
      sandboxPage(
        'Form submitted',
        `<h1>Thank you</h1><p>Your form was submitted and sent for signature (envelope <code>${escapeHtml(submitted.envelopeId)}</code>).</p>`,
      ),
      { framed: true },
    );
  });
}

const FORM_STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1fb;color:#1f1a2e}
  main{max-width:640px;margin:24px auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 8px 24px rgba(38,20,84,.12)}
  .brand{font-weight:700;color:#4c00ff;margin:0 0 4px}
  h1{font-size:1.5rem;margin:0 0 16px}
  .field{margin:0 0 16px;border:0;padding:0}
  .field label,.field legend{display:block;font-weight:600;margin-bottom:4px}
  .field input[type=text],.field input[type=email],.field input[type=number],.field input[type=date],.field select{width:100%;padding:8px;font-size:1rem;border:1px solid #8c84a6;border-radius:6px}
  .field .choice{display:flex;gap:8px;align-items:center;font-weight:400}
  .problem{color:#b00020;margin:4px 0 0}
  button{padding:12px 20px;font-size:1rem;font-weight:600;color:#fff;background:#4c00ff;border:0;border-radius:6px;cursor:pointer}
  button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #a98bff;outline-offset:2px}
  .note{color:#5b5670}
`;
