import type { GatsbySSR } from 'gatsby';
import { ASSET_VERSION } from '../../lib/site/buildInfo';
import { DEFAULT_LOCALE } from '../../lib/site/dates';
import { ROUTE_DELAY_NOTICE_ID } from './routeDelay/routeDelayNotice';

/**
 * Every page: the default locale as its language (axe html-has-lang), the asset version, and the
 * empty live region of the delayed-loading notice, outside React's root so no render replaces it.
 * The region is a plain polite live region, not role="status": an empty status on every page
 * would be a second "status" beside the page's own messages for assistive technology (and for
 * every test that looks for the page's one status message).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  setHtmlAttributes,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: DEFAULT_LOCALE });
  setHeadComponents([<meta key="asset-version" name="asset-version" content={ASSET_VERSION} />]);
  setPostBodyComponents([
    <div
      key={ROUTE_DELAY_NOTICE_ID}
      id={ROUTE_DELAY_NOTICE_ID}
      className="route-delay-notice"
      aria-live="polite"
      aria-atomic="true"
    />,
  ]);
};
