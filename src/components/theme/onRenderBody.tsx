import type { GatsbySSR } from 'gatsby';
import { THEME_SCRIPT } from './themeScript';

/** The theme is set before the first paint, so a dark reader never sees a light flash. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  setHtmlAttributes,
}) => {
  // Every page is English, whichever Head it uses (axe html-has-lang).
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([<script key="theme" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />]);
};
