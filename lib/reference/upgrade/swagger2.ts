import { isObject, obj, str, strings, without, type Json } from '../json';
import { withUpgradedRefs } from './refs';
import { upgradePaths } from './swagger2Operations';

// Swagger 2.0 OAuth flow names → the OAS 3 ones.
const FLOWS: Record<string, string> = {
  implicit: 'implicit',
  password: 'password',
  application: 'clientCredentials',
  accessCode: 'authorizationCode',
};

// Top-level keys that OAS 3 writes elsewhere (or never reads, as servers and components in a
// Swagger 2.0 file): paths are upgraded, the rest is kept as written.
const SWAGGER2_ONLY = [
  'swagger',
  'host',
  'basePath',
  'schemes',
  'consumes',
  'produces',
  'definitions',
  'parameters',
  'responses',
  'securityDefinitions',
  'components',
  'servers',
  'paths',
];

/** A `securityDefinitions` entry as an OAS 3 security scheme (`basic` is HTTP basic). */
function upgradeScheme(raw: Json): Json {
  if (raw.type === 'basic') return { ...raw, type: 'http', scheme: 'basic' };
  if (raw.type !== 'oauth2') return raw;
  const flow = str(raw.flow);
  const urls = ['authorizationUrl', 'tokenUrl', 'refreshUrl'].filter((key) => key in raw);
  const settings = Object.fromEntries(urls.map((key) => [key, raw[key]]));
  const rest = without(raw, ['flow', 'authorizationUrl', 'tokenUrl', 'refreshUrl', 'scopes']);
  return {
    ...rest,
    flows: { [FLOWS[flow ?? ''] ?? flow ?? 'oauth2']: { ...settings, scopes: raw.scopes } },
  };
}

/** `schemes` + `host` + `basePath` as OAS 3 `servers` (https when no scheme is named). */
function servers(spec: Json): Json[] {
  const host = str(spec.host);
  if (!host) return [];
  const schemes = strings(spec.schemes);
  return (schemes.length > 0 ? schemes : ['https']).map((scheme) => ({
    url: `${scheme}://${host}${str(spec.basePath) ?? ''}`,
  }));
}

/**
 * A Swagger 2.0 document in the OpenAPI 3.0 shape: servers, `components.schemas` and
 * `securitySchemes`, request bodies and response content. The given document is not changed.
 */
export function upgradeSwagger2(spec: Json): Json {
  const upgraded: Json = { openapi: '3.0.3', ...without(spec, SWAGGER2_ONLY) };
  const base = servers(spec);
  if (base.length > 0) upgraded.servers = base;
  upgraded.components = {
    schemas: withUpgradedRefs(spec, obj(spec.definitions)),
    securitySchemes: Object.fromEntries(
      Object.entries(obj(spec.securityDefinitions)).map(([name, scheme]) => [
        name,
        isObject(scheme) ? upgradeScheme(scheme) : scheme,
      ]),
    ),
  };
  if (spec.paths !== undefined) upgraded.paths = upgradePaths(spec, spec.paths);
  return upgraded;
}
