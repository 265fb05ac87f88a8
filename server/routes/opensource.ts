import type { RoutePlugin } from '../routeDeps';
import { codeDepotSource } from '../opensource/codeDepotSource';
import { localSource, opensourceSourceFor, type OpensourceSource } from './opensourceSource';

/** GET /api/opensource-manifest and /api/opensource-repositories from one source. */
export function opensourceRoutesFrom(source: OpensourceSource): RoutePlugin {
  return async (app) => {
    app.get('/api/opensource-manifest', () => source.manifest());
    app.get('/api/opensource-repositories', () => source.repositories());
  };
}

export const opensourceRoutes: RoutePlugin = async (app, deps) => {
  const { codeHost, codeDepot } = deps.config;
  // Where the catalogue comes from, never the token.
  if (codeDepot) {
    app.log.info({ codeDepot: codeDepot.url }, 'open-source catalogue from the code depot');
    const source = codeDepotSource(codeDepot, localSource(), deps.store.db, { log: app.log });
    await opensourceRoutesFrom(source)(app, deps);
    return;
  }
  if (codeHost)
    app.log.info({ codeHost: codeHost.apiUrl }, 'open-source catalogue from the code host');
  await opensourceRoutesFrom(opensourceSourceFor(codeHost))(app, deps);
};
