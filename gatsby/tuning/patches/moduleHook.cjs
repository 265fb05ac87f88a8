// Changes to a Gatsby module made when Gatsby itself first loads it, not before: a module loaded
// ahead of time would load what it requires ahead of time too (Gatsby's store reads .cache/ as it
// loads), out of the order Gatsby sets up its environment in.
'use strict';
const Module = require('node:module');

/** Resolved file → the change to make to its exports once loaded. */
const pending = new Map();
let hooked = false;

function hook() {
  if (hooked) return;
  hooked = true;
  const load = Module._load;
  Module._load = function loadAndChange() {
    const exports = load.apply(this, arguments);
    // (cheaper than resolving every request again; `loaded` once its body has run)
    for (const [file, change] of pending) {
      const loaded = Module._cache[file];
      if (!loaded?.loaded) continue;
      pending.delete(file);
      change(loaded.exports);
    }
    return exports;
  };
}

/**
 * Calls `change(exports)` when `request` (resolved from `siteRoot`) is first loaded. False when
 * it does not resolve: the change is then never made.
 */
function whenGatsbyLoads(request, change, siteRoot = process.cwd()) {
  let file;
  try {
    file = require.resolve(request, { paths: [siteRoot] });
  } catch {
    return false;
  }
  pending.set(file, change);
  hook();
  return true;
}

module.exports = { whenGatsbyLoads };
