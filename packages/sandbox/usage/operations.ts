import type { IndexedOperation, OperationIndex } from '../../../lib/reference';

/** An operation's path template as segments: a literal, or null for a `{parameter}`. */
interface Template {
  found: IndexedOperation;
  segments: (string | null)[];
  names: (string | undefined)[];
  literals: number;
}

/** What the usage record needs of a call's operation: its labels and path parameters. */
export interface CalledOperation {
  api: string;
  operation: string;
  params: Record<string, string>;
}

function templateOf(found: IndexedOperation): Template {
  const parts = found.operation.path.split('/');
  const names = parts.map((part) => /^\{([^}]+)\}$/.exec(part)?.[1]);
  return {
    found,
    segments: parts.map((part, index) => (names[index] ? null : part)),
    names,
    literals: names.filter((name) => name === undefined).length,
  };
}

/**
 * Finds the operation a call reached by its method and path (below the API's base path), segment
 * by segment, the template with the most literal segments first. Only labels a usage row: the
 * responder decides what the call does.
 */
export function operationFinder(index: () => Promise<OperationIndex>) {
  const byBase = new Map<string, Promise<Template[]>>();
  const templatesOf = (basePath: string) => {
    let templates = byBase.get(basePath);
    if (!templates) {
      templates = index().then((loaded) =>
        loaded
          .operations()
          .filter(({ api }) => api.basePath === basePath)
          .map(templateOf)
          .sort((a, b) => b.literals - a.literals),
      );
      templates.catch(() => byBase.delete(basePath));
      byBase.set(basePath, templates);
    }
    return templates;
  };

  return async (
    basePath: string,
    method: string,
    path: string,
  ): Promise<CalledOperation | undefined> => {
    const segments = path.split('/');
    for (const template of await templatesOf(basePath)) {
      const { operation, resource, api } = template.found;
      if (operation.httpMethod !== method || template.segments.length !== segments.length) continue;
      const matches = template.segments.every((literal, at) =>
        literal === null ? segments[at] !== '' : literal === segments[at],
      );
      if (!matches) continue;
      const params: Record<string, string> = {};
      template.names.forEach((name, at) => {
        if (name) params[name] = segments[at];
      });
      return {
        api: api.entry.displayName,
        operation: `${resource.name}: ${operation.name}`,
        params,
      };
    }
    return undefined;
  };
}
