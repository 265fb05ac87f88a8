import { accessTokenRoutes } from './accessToken';
import { apiExplorerRoutes } from './apiExplorer';
import { applicationRoutes } from './applications';
import { authRoutes } from './auth';
import { blogPostsRoutes } from './blogPosts';
import { clientTelemetryRoutes } from './clientTelemetry';
import { codeloadRoute } from './codeload';
import { eloquaRoutes } from './eloqua';
import { envelopeRoutes } from './envelopes';
import type { RoutePlugin } from '../routeDeps';
import { globalUserIdRoutes } from './globalUserId';
import { inboxRoutes } from './inbox';
import { keyRoutes } from './keys';
import { newsletterSignupRoutes } from './newsletterSignup';
import { opensourceRoutes } from './opensource';
import { postmanRoutes } from './postman';
import { searchRoutes } from './search';
import { secretRoutes } from './secrets';
import { signalRoutes } from './signal';
import { swaggerfileRoutes } from './swaggerfile';
import { usageRoutes } from './usage';
import { userRoutes } from './user';
import { webhooksRoutes } from './webhooks';

/**
 * Every route module of the server (docs/behaviour.md §7), registered by app.ts with the config and
 * the platform client, behind the per-client rate limit. Add a module here with one line.
 *
 * Each route declares the JSON schema of what it reads (params, query, body), so Fastify answers
 * 400 naming the field; a route that reads only the bearer token or a cookie (GET /api/user, the
 * open source lists, the visitor id, sign-out) has nothing to declare.
 */
export const routePlugins: RoutePlugin[] = [
  authRoutes,
  userRoutes,
  applicationRoutes,
  secretRoutes,
  keyRoutes,
  accessTokenRoutes,
  searchRoutes,
  apiExplorerRoutes,
  swaggerfileRoutes,
  codeloadRoute,
  envelopeRoutes,
  postmanRoutes,
  globalUserIdRoutes,
  clientTelemetryRoutes,
  blogPostsRoutes,
  opensourceRoutes,
  newsletterSignupRoutes,
  inboxRoutes,
  webhooksRoutes,
  signalRoutes,
  eloquaRoutes,
  usageRoutes,
];
