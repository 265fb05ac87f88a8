import type { SecuritySchemeModel } from './model';

/** OAuth 2.0 flows in words, as the method page and its twin name them. */
export const FLOW_NAMES: Record<string, string> = {
  authorizationCode: 'authorization code',
  clientCredentials: 'client credentials',
  implicit: 'implicit',
  password: 'password',
};

/** What a scheme asks of the caller, in words: "OAuth 2.0", "Bearer token (JWT)", ... */
export function schemeKind(scheme: SecuritySchemeModel | undefined): string {
  if (!scheme) return 'undeclared scheme';
  if (scheme.type === 'oauth2') return 'OAuth 2.0';
  if (scheme.type === 'apiKey')
    return `API key in ${scheme.in ?? 'header'} ${scheme.name ?? ''}`.trim();
  if (scheme.type === 'openIdConnect') return 'OpenID Connect';
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
    return `Bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
    return 'Basic (user and password)';
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''}`.trim();
  return scheme.type;
}
