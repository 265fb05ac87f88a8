// Gatsby's slice stitching, for pages whose HTML an earlier build left gzipped only.
//
// The site keeps each page's HTML as `index.html.gz` once a build is done
// (gatsby/html/pageHtmlFiles.ts). On the next build Gatsby writes plain HTML for the pages it
// renders again, and reads an earlier page's HTML only to stitch a changed slice into it
// (gatsby/dist/utils/slices/stitching.js, `stitchSliceForAPage`, which build-html.js calls through
// the module's exports). This puts such a page's plain HTML back from its .gz first, then lets
// Gatsby's own stitching run; the site's post-build step gzips it again.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { gunzipSync } = require('node:zlib');

/** Gatsby's stitching module, resolved from the site as Gatsby requires it. */
const STITCHING = 'gatsby/dist/utils/slices/stitching';

/** The HTML file of a page, as gatsby-core-utils' generateHtmlPath names it. */
function pageHtmlFile(publicDir, pagePath) {
  const relative = pagePath.endsWith('.html') ? pagePath : path.join(pagePath, 'index.html');
  return path.join(publicDir, relative);
}

/** Puts a page's plain HTML back from its gzipped copy when only that is there. */
function restorePageHtml(publicDir, pagePath) {
  const file = pageHtmlFile(publicDir, pagePath);
  if (fs.existsSync(file) || !fs.existsSync(`${file}.gz`)) return false;
  fs.writeFileSync(file, gunzipSync(fs.readFileSync(`${file}.gz`)));
  return true;
}

/**
 * Wraps the module's `stitchSliceForAPage`; false (nothing changed) when it is not what this
 * expects, and Gatsby's own then runs (and fails on a gzipped-only page, naming its file).
 */
function stitchGzippedPages(stitching) {
  const stitch = stitching?.stitchSliceForAPage;
  if (typeof stitch !== 'function') return false;
  stitching.stitchSliceForAPage = async function stitchSliceForAPage(args) {
    restorePageHtml(args.publicDir, args.pagePath);
    return stitch.apply(this, arguments);
  };
  return true;
}

module.exports = { STITCHING, pageHtmlFile, restorePageHtml, stitchGzippedPages };
