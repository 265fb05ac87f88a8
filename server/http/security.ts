import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Content Security Policy for the built site: Gatsby inlines its bootstrap scripts and styles,
 * Monaco and Blockly start workers from blob: URLs, and everything else comes from this origin.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  childSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  // Off: the server also runs on plain http on loopback and on operators' internal hosts.
  upgradeInsecureRequests: null,
};

/** helmet's default policy, for answers over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Origins of configured third parties the site's pages use. */
export interface PolicyOrigins {
  /** The video platform's player, framed by video pages. */
  videoEmbedOrigin?: string;
  /** The tag manager, whose script loads after consent (docs/behaviour.md §7). */
  tagManagerOrigin?: string;
}

/** The policy, widened for each configured third party's origin only. */
export function contentSecurityPolicy(origins: PolicyOrigins = {}) {
  const { videoEmbedOrigin, tagManagerOrigin } = origins;
  if (!videoEmbedOrigin && !tagManagerOrigin) return CONTENT_SECURITY_POLICY;
  const add = (list: string[], origin?: string) => (origin ? [...list, origin] : list);
  return {
    ...CONTENT_SECURITY_POLICY,
    frameSrc: add(CONTENT_SECURITY_POLICY.frameSrc, videoEmbedOrigin),
    scriptSrc: add(CONTENT_SECURITY_POLICY.scriptSrc, tagManagerOrigin),
    connectSrc: add(CONTENT_SECURITY_POLICY.connectSrc, tagManagerOrigin),
    imgSrc: add(CONTENT_SECURITY_POLICY.imgSrc, tagManagerOrigin),
  };
}

/** Security headers and compression for every answer. */
export async function registerSecurity(app: FastifyInstance, options: PolicyOrigins = {}) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options),
    },
    // Sign-in sends the browser to the platform and back; the default would drop its Referer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below over https only: on plain http it means nothing, and on a loopback or
    // internal host name it would pin other local services to https for a year.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  await app.register(compress, { threshold: 1024 });
}
