// Secrets carried in paths (a signing link's token, a signing session's id): each route that
// carries one declares the parameter here, and the portal's logging (server/http/redaction)
// hides the segments that fall on it, whatever the spelling. Declared in this package because
// the embedded platform's routes carry such secrets and the portal's app logs them.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Path parameters whose values are secrets (tokens, capability ids): never logged. */
    secretParams?: readonly string[];
  }
}

/** Route options for a route whose path carries secrets in these parameters. */
export const secretRoute = (...secretParams: string[]) => ({ config: { secretParams } });
