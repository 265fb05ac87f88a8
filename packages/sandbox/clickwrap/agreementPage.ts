import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../../lib/htmlText';
import type { SandboxContext } from '../context';
import { asObject, text } from '../esignature/call';
import { findResource, saveResource } from '../resources/store';
import { sandboxPage, sendPage } from '../http/page';
import { invalidLinkPage, linkTokenMatches, sendLinkDone } from '../http/linkPage';
import { agreementsPlace, clickwrapsPlace } from './places';

type Params = { accountId: string; clickwrapId: string; agreementId: string };
const PAGE = '/click/agree/:accountId/:clickwrapId/:agreementId';

/** A clickwrap document as text on the page (HTML and text shown; other formats named). */
function documentText(document: Record<string, unknown>): string {
  const extension = text(document.fileExtension).toLowerCase() || 'pdf';
  const name = text(document.documentName) || 'Document';
  if (!['html', 'htm', 'txt'].includes(extension) || !text(document.documentBase64)) {
    return `${name} (${extension})`;
  }
  const content = Buffer.from(text(document.documentBase64), 'base64').toString('utf8');
  return extension === 'txt' ? content : content.replace(/<[^>]*>/g, ' ');
}

/**
 * The agreementUrl of the Click API: the clickwrap's documents and "I agree" for one client
 * user; agreeing records the agreement (status agreed, agreedOn) and returns to the sender's
 * returnUrl when there is one. The token in the address is checked against its hash.
 */
export function registerAgreementPage(
  app: FastifyInstance,
  context: SandboxContext,
  clickApi: () => Promise<string | undefined>,
) {
  const load = async (params: Params, token: unknown) => {
    const api = await clickApi();
    if (!api) return undefined;
    const place = agreementsPlace(api, params.accountId, params.clickwrapId);
    const agreement = await findResource(context.db, place, params.agreementId);
    if (!agreement || !linkTokenMatches(token, agreement.body)) return undefined;
    const clickwrap = await findResource(
      context.db,
      clickwrapsPlace(api, params.accountId),
      params.clickwrapId,
    );
    return clickwrap && { place, agreement, clickwrap };
  };
  const missing = invalidLinkPage('agreement');

  app.get<{ Params: Params; Querystring: { token?: string } }>(PAGE, async (request, reply) => {
    const found = await load(request.params, request.query.token);
    if (!found) return sendPage(reply, 404, missing);
    const { clickwrap, agreement } = found;
    const name = escapeHtml(text(clickwrap.body.clickwrapName) || 'Terms');
    if (agreement.body.status === 'agreed') {
      return sendPage(
        reply,
        200,
        sandboxPage(
          name,
          `<h1>${name}</h1><p>You agreed on ${escapeHtml(text(agreement.body.agreedOn))}.</p>`,
        ),
      );
    }
    const documents = (Array.isArray(clickwrap.body.documents) ? clickwrap.body.documents : []).map(
      asObject,
    );
    const html = `<h1>${name}</h1>
${documents.map((document) => `<div class="document" tabindex="0">${escapeHtml(documentText(document))}</div>`).join('\n')}
<form method="post"><input type="hidden" name="token" value="${escapeHtml(request.query.token!)}">
<button type="submit">I agree</button></form>
<p class="note">Agreeing records your agreement as ${escapeHtml(text(agreement.body.clientUserId))}.</p>`;
    return sendPage(reply, 200, sandboxPage(name, html));
  });

  app.post<{ Params: Params }>(PAGE, async (request, reply) => {
    const token = asObject(request.body).token;
    const found = await load(request.params, token);
    if (!found) return sendPage(reply, 404, missing);
    const { place, agreement } = found;
    if (agreement.body.status !== 'agreed') {
      const agreedOn = new Date().toISOString();
      await saveResource(context.db, place, {
        ...agreement,
        body: { ...agreement.body, status: 'agreed', agreedOn },
        updated: Date.now(),
      });
      agreement.body.agreedOn = agreedOn;
    }
    return sendLinkDone(
      reply,
      agreement.body.returnUrl,
      sandboxPage(
        'Agreed',
        `<h1>Thank you</h1><p>You agreed on ${escapeHtml(text(agreement.body.agreedOn))}.</p>`,
      ),
    );
  });
}
