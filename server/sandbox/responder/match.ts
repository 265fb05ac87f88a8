import type { OperationModel } from '../../../lib/reference';
import type { ExplorerApi } from '../../explorer/referenceModels';

export interface Route {
  api: ExplorerApi;
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
export function compileRoutes(apis: ExplorerApi[]): Route[] {
  const routes: Route[] = [];
  for (const api of apis) {
    for (const operation of api.operations.values()) {
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
