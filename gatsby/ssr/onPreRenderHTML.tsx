import React from 'react';
import type { GatsbySSR } from 'gatsby';

declare const __DEVCENTER_STYLESHEETS__: string | undefined;

// The browser build's stylesheets (gatsby/tuning/stylesheetDigest.ts), defined into the HTML renderer
// at build time: kept as a side effect so that a CSS-only change changes the renderer, and Gatsby
// renders every page again with the new stylesheet's name.
(globalThis as { devcenterStylesheets?: string }).devcenterStylesheets =
  typeof __DEVCENTER_STYLESHEETS__ === 'string' ? __DEVCENTER_STYLESHEETS__ : '';

/**
 * Gatsby inlines the whole global stylesheet into every page's <head> (about 17 KB a page, 23 MB
 * over a 1,350-page reference). Linking it instead lets the browser fetch it once, cache it
 * (hashed name, cached for a year by the server) and keeps each HTML file small.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const linked = getHeadComponents().map((node) => {
    if (!React.isValidElement(node) || node.type !== 'style') return node;
    const href = (node.props as { 'data-href'?: string })['data-href'];
    return href ? <link key={href} rel="stylesheet" href={href} /> : node;
  });
  replaceHeadComponents(linked);
};
