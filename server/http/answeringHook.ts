import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

/**
 * An onRequest hook that may answer the request itself (a refusal, a redirect, a file):
 * `answer` sends the reply and says true, or says false and leaves the request to the routes.
 *
 * Callback style on purpose (Fastify's Hooks reference, "Respond to a request from a hook"). An
 * async hook that answers must `return reply`, and a reply settles when its client leaves just
 * as when it is sent: Fastify then takes the request on to the route with the first answer half
 * written, the route answers again, and the second answer's headers throw past Fastify (issue
 * 33.1: `curl /llms.txt | head -c 100` ended the process). A hook here that answers never calls
 * `done`, so the request ends with its answer however the client leaves.
 */
export function answeringHook(
  answer: (request: FastifyRequest, reply: FastifyReply) => boolean,
): onRequestHookHandler {
  return (request, reply, done) => {
    let answered: boolean;
    try {
      answered = answer(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (!answered) done();
  };
}
