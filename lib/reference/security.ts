import type { NormaliseContext } from './context';
import { isObject, list, obj, str, strings, type Json } from './json';
import { optionalHtml } from './markdown';
import type { SecurityRequirementModel, SecuritySchemeModel } from './model';
import { deref } from './refs';

/**
 * The spec's security schemes (`components.securitySchemes`), each with its flows and scopes
 * (docs/behaviour.md §2.1).
 */
export function securitySchemes(ctx: NormaliseContext): Record<string, SecuritySchemeModel> {
  const raw = obj(obj(ctx.spec.components).securitySchemes);
  const schemes: Record<string, SecuritySchemeModel> = {};
  for (const [name, value] of Object.entries(raw)) {
    const scheme = deref(ctx, value);
    if (scheme) schemes[name] = schemeModel(scheme);
  }
  return schemes;
}

function schemeModel(raw: Json): SecuritySchemeModel {
  const type = str(raw.type) ?? 'unknown';
  const model: SecuritySchemeModel = { type };
  const descriptionHtml = optionalHtml(raw.description);
  if (descriptionHtml) model.descriptionHtml = descriptionHtml;
  for (const key of ['scheme', 'bearerFormat', 'name', 'in', 'openIdConnectUrl'] as const) {
    const value = str(raw[key]);
    if (value) model[key] = value;
  }
  if (type === 'oauth2') {
    model.flows = Object.entries(obj(raw.flows)).map(([flow, value]) => {
      const item = obj(value);
      const scopes = Object.fromEntries(
        Object.entries(obj(item.scopes)).map(([scope, text]) => [scope, str(text) ?? '']),
      );
      const result: NonNullable<SecuritySchemeModel['flows']>[number] = { flow, scopes };
      for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const) {
        const url = str(item[key]);
        if (url) result[key] = url;
      }
      return result;
    });
  }
  return model;
}

/**
 * An operation's security requirements (the spec's when it declares none): alternatives, each
 * naming its schemes and the scopes they need. Undefined when neither declares any.
 */
export function securityOf(spec: Json, operation: Json): SecurityRequirementModel[] | undefined {
  const raw = Array.isArray(operation.security) ? operation.security : spec.security;
  if (!Array.isArray(raw)) return undefined;
  return list(raw)
    .filter(isObject)
    .map((requirement) =>
      Object.entries(requirement).map(([scheme, scopes]) => ({ scheme, scopes: strings(scopes) })),
    );
}
