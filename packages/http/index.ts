// HTTP helpers both Fastify servers of the repository use: the portal's (server/) and the
// embedded platform's (packages/sandbox). What is the portal's alone (its errors, pages, static
// site, security headers) stays in server/http.
export { bearerToken } from './bearer';
export { contentDisposition, cspSource, locationHeader, webLocation } from './headerValues';
export { registerRateLimit, sharedRateLimitStore } from './rateLimit';
export { requestScheme } from './requestScheme';
export { secretRoute } from './secretRoute';
