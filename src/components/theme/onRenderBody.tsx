import type { GatsbySSR } from 'gatsby';
import { THEME_SCRIPT } from './themeScript';

/** The theme is set before the first paint, so a dark reader never sees a light flash. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="theme" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />]);
};
