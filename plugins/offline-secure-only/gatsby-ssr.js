module.exports = require('gatsby-plugin-offline/gatsby-ssr');
