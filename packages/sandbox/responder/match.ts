import type { IndexedApi, IndexedOperation, OperationModel } from '../../../lib/reference';

export interface Route {
  api: IndexedApi;
  operation: OperationModel;
  pattern: RegExp;
  names: string[];
  literals: number;
}

export interface Match {
  route: Route;
  params: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every operation of the APIs served under one base path, most literal templates first. */
export function compileRoutes(operations: Pick<IndexedOperation, 'api' | 'operation'>[]): Route[] {
  const routes: Route[] = [];
  const seen = new Set<string>();
  for (const { api, operation } of operations) {
    // A path listed under two resources is one route.
    const key = `${api.model.swaggerName} ${operation.httpMethod} ${operation.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const names: string[] = [];
    const source = operation.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '([^/]+)';
      })
      .join('');
    const literals = operation.path.split('/').filter((s) => s && !s.includes('{')).length;
    routes.push({ api, operation, pattern: new RegExp(`^${source}$`), names, literals });
  }
  return routes.sort((a, b) => b.literals - a.literals);
}

/**
 * The operation for a method and a raw (still encoded) path; parameters are decoded.
 * Undefined when nothing matches; `null` params when a value is not valid percent-encoding.
 */
export function matchRoute(
  routes: Route[],
  method: string,
  rawPath: string,
): Match | undefined | null {
  for (const route of routes) {
    if (route.operation.httpMethod !== method) continue;
    const found = route.pattern.exec(rawPath);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      route.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1]);
      });
    } catch {
      return null;
    }
    return { route, params };
  }
  return undefined;
}
