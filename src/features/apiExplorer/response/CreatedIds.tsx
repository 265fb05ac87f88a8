import { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { CopyButton } from '../../../components/site/CopyButton';
import type { ApiExplorerResponse } from '../apiExplorerTypes';
import {
  createdIds,
  getMethodHref,
  getMethodOf,
  type CreatedId,
  type GetMethod,
} from './createdResource';
import { loadExplorerIndex } from './explorerIndex';

/** What the answer was to: the operation's API version and path, and its path values. */
export interface CreatedFrom {
  apiName: string;
  version?: string;
  path: string;
  pathParameters: Record<string, string>;
}

/**
 * The ids a 201 answer made, each in full with a copy button and, when the API has one, a link
 * to its get method in the explorer with the id filled in (Envelopes: create → Envelopes: get).
 */
export function CreatedIds({
  response,
  from,
}: {
  response: ApiExplorerResponse;
  from: CreatedFrom;
}) {
  const ids = createdIds(response);
  const [getMethods, setGetMethods] = useState<Record<string, GetMethod>>({});
  const names = ids.map((id) => id.name).join(' ');
  const { apiName, version, path } = from;
  useEffect(() => {
    if (names === '') return undefined;
    let live = true;
    // The index is fetched once a create has answered: most page views never need it.
    loadExplorerIndex().then(
      (apis) => {
        const found: Record<string, GetMethod> = {};
        for (const name of names.split(' ')) {
          const method = getMethodOf(apis, { apiName, version }, path, name);
          if (method) found[name] = method;
        }
        if (live) setGetMethods(found);
      },
      () => undefined, // without the index, the ids still show and copy
    );
    return () => {
      live = false;
    };
  }, [names, apiName, version, path]);
  if (ids.length === 0) return null;
  return (
    <section className="explorer-created" aria-label="Created">
      <h3>Created</h3>
      <dl>
        {ids.map((id: CreatedId) => {
          const getMethod = getMethods[id.name];
          return (
            <div key={id.name} className="explorer-created__id">
              <dt>{id.name}</dt>
              <dd>
                <code data-testid={`created-${id.name}`}>{id.value}</code>
                <CopyButton text={id.value} label={`Copy ${id.name}`} />
                {getMethod && (
                  <Link to={getMethodHref(getMethod, id, from.pathParameters)}>
                    Open {getMethod.resourceName}: {getMethod.method.name} with this {id.name}
                  </Link>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
