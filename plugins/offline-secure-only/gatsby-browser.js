const offline = require('gatsby-plugin-offline/gatsby-browser');

/**
 * Browsers allow service workers only in secure contexts (https, or localhost). Gatsby logs a
 * console error when asked to register one anywhere else (plain http on 127.0.0.1 or a LAN
 * address), so registration is asked for only where it can work.
 */
module.exports = {
  ...offline,
  registerServiceWorker: () =>
    offline.registerServiceWorker() &&
    (window.location.protocol === 'https:' || window.location.hostname === 'localhost'),
};
