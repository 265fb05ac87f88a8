import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { locationHeader, secretRoute } from '@developer-center/http';
import type { SandboxContext } from '../context';
import type { Answer } from '../resources/handler';
import { declineSigning, finishSigning, leaveSession, leaveTo, type Leave } from './actions';
import { clearSessionCookie, sessionPath } from './cookie';
import { sendSessionDocument } from './documents';
import { ceremonyPage } from './pages/ceremony';
import { envelopeSessionPage } from './pages/envelopeSession';
import { sendSigningPage } from './pages/layout';
import { messagePage } from './pages/message';
import {
  refuseForeignPost,
  sessionOf,
  type SessionParams,
  type SessionProblem,
} from './sessionAccess';
import { sessionModel } from './sessionModel';
import type { SessionRow } from './sessions';

type SessionRequest = FastifyRequest<{ Params: SessionParams }>;

const PROBLEMS: Record<SessionProblem, { status: number; errorCode: string; message: string }> = {
  missing: {
    status: 403,
    errorCode: 'SIGNING_SESSION_NOT_FOUND',
    message:
      'This signing session is not open in this browser. Signing links work once: ask the app for a new one.',
  },
  ended: {
    status: 409,
    errorCode: 'SIGNING_SESSION_ENDED',
    message: 'This signing session has ended.',
  },
  expired: {
    status: 409,
    errorCode: 'SIGNING_SESSION_EXPIRED',
    message: 'This signing session timed out; nothing was signed.',
  },
};

/** The ceremony's own endpoints, under the session's path, each checking its cookie. */
export function registerSessionRoutes(app: FastifyInstance, context: SandboxContext) {
  const { db, prefix } = context;
  const base = '/signing/s/:id';
  // A session's id is half its key (the cookie is the other): never logged.
  const idIsSecret = secretRoute('id');

  /** A session-less request answered as JSON: the problem, and where to go for a timeout. */
  function jsonProblem(reply: FastifyReply, problem: SessionProblem, session?: SessionRow) {
    const { status, errorCode, message } = PROBLEMS[problem];
    const redirect =
      problem === 'expired' && session ? leaveTo(prefix, session, 'session_timeout') : undefined;
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ errorCode, message, redirect });
  }

  /** The answer of an action that ends the session: where to go, and the cookie cleared. */
  function sendLeave(request: SessionRequest, reply: FastifyReply, outcome: Leave | Answer) {
    reply.header('cache-control', 'no-store');
    if ('redirect' in outcome) {
      clearSessionCookie(request, reply, sessionPath(prefix, request.params.id));
      return reply.send(outcome);
    }
    return reply.code(outcome.status).send(outcome.body);
  }

  app.get<{ Params: SessionParams }>(`${base}/`, idIsSecret, async (request, reply) => {
    const now = Date.now();
    const found = await sessionOf(db, request, now);
    if ('problem' in found) {
      if (found.problem === 'expired' && found.session) {
        return reply.redirect(
          locationHeader(leaveTo(prefix, found.session, 'session_timeout')),
          302,
        );
      }
      const { status, message } = PROBLEMS[found.problem];
      const title =
        found.problem === 'ended' ? 'This signing session has ended' : 'No signing session here';
      return sendSigningPage(
        reply,
        status === 409 ? 410 : status,
        messagePage(prefix, title, message),
      );
    }
    const { session } = found;
    if (session.kind === 'envelope') {
      const html = await envelopeSessionPage(context, session);
      if (!html)
        return sendSigningPage(
          reply,
          404,
          messagePage(prefix, 'No such envelope', 'It was deleted.'),
        );
      return sendSigningPage(reply, 200, html, session.return_url);
    }
    const model = await sessionModel(db, session, now);
    if (!model)
      return sendSigningPage(
        reply,
        404,
        messagePage(prefix, 'No such envelope', 'It was deleted.'),
      );
    return sendSigningPage(reply, 200, ceremonyPage(prefix, model.subject), session.return_url);
  });

  app.get<{ Params: SessionParams }>(`${base}/session`, idIsSecret, async (request, reply) => {
    const now = Date.now();
    const found = await sessionOf(db, request, now);
    if ('problem' in found) return jsonProblem(reply, found.problem, found.session);
    const model =
      found.session.kind === 'signing' ? await sessionModel(db, found.session, now) : undefined;
    if (!model) return jsonProblem(reply, 'ended');
    return reply.header('cache-control', 'no-store').send(model);
  });

  app.get<{ Params: SessionParams & { documentId: string } }>(
    `${base}/documents/:documentId`,
    idIsSecret,
    async (request, reply) => {
      const found = await sessionOf(db, request, Date.now());
      if ('problem' in found) return jsonProblem(reply, found.problem, found.session);
      return sendSessionDocument(context, found.session, request.params.documentId, reply);
    },
  );

  const action = (
    name: string,
    run: (session: SessionRow, body: unknown, now: number) => Promise<Leave | Answer>,
    json = true,
  ) =>
    app.post<{ Params: SessionParams }>(
      `${base}/${name}`,
      { ...idIsSecret, bodyLimit: 2 * 1024 * 1024 },
      async (request, reply) => {
        if (refuseForeignPost(request, reply, json)) return reply;
        const now = Date.now();
        const found = await sessionOf(db, request, now);
        if ('problem' in found) {
          if (!json && found.problem !== 'missing' && found.session?.return_url) {
            return reply.redirect(locationHeader(leaveTo(prefix, found.session, 'Cancel')), 303);
          }
          return jsonProblem(reply, found.problem, found.session);
        }
        const outcome = await run(found.session, request.body, now);
        if (!json && 'redirect' in outcome) {
          clearSessionCookie(request, reply, sessionPath(prefix, request.params.id));
          return reply.redirect(locationHeader(outcome.redirect), 303);
        }
        return sendLeave(request, reply, outcome);
      },
    );

  action('finish', (session, body, now) => finishSigning(context, session, body, now));
  action('decline', (session, body, now) => declineSigning(context, session, body, now));
  action('cancel', (session, _body, now) => leaveSession(context, session, now));
  // The read-only view's Close is a plain form (the page needs no script).
  action('close', (session, _body, now) => leaveSession(context, session, now), false);
}
