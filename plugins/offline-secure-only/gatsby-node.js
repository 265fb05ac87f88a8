// gatsby-plugin-offline's build steps unchanged (service worker, app shell fallback page).
module.exports = require('gatsby-plugin-offline/gatsby-node');
