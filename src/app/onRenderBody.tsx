import type { GatsbySSR } from 'gatsby';
import { ASSET_VERSION } from '../../lib/site/buildInfo';
import { DEFAULT_LOCALE } from '../../lib/site/dates';

/** Every page: the default locale as its language (axe html-has-lang) and the asset version. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  setHtmlAttributes,
}) => {
  setHtmlAttributes({ lang: DEFAULT_LOCALE });
  setHeadComponents([<meta key="asset-version" name="asset-version" content={ASSET_VERSION} />]);
};
