// `npm run build`: the static site (`gatsby build`, scripts/build-site.mjs) and the compiled server
// (scripts/build-server.mjs) at the same time. The server's compile is a few seconds of esbuild
// that used to wait for the site's build to end; beside it, it runs while Gatsby's main process
// reads the specs and makes the pages, when the second core has little to do. Exits non-zero
// when either fails, once both have ended.
import { buildSiteProcess } from './build-site.mjs';
import { buildServer } from './build-server.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const server = buildServer().then(
  (ms) => {
    console.info(`[build:server] dist/ written in ${seconds(ms)}`);
    return 0;
  },
  (error) => {
    console.error(`[build:server] ${error.message}`);
    return 1;
  },
);
const [site, compiled] = await Promise.all([buildSiteProcess(process.argv.slice(2)), server]);
process.exit(site !== 0 ? site : compiled);
