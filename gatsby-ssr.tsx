import type { GatsbySSR } from 'gatsby';
import { onRenderBody as markdownTwinLink } from './src/components/markdownTwin/onRenderBody';
import { onRenderBody as themeBeforePaint } from './src/components/theme/onRenderBody';
import { onRenderBody as siteHead } from './src/app/onRenderBody';
import { onRenderBody as consentBeforePaint } from './src/features/consent/components/onRenderBody';
import { onRenderBody as loginReturnBeforeHydration } from './src/features/user/components/onRenderBody';

export { wrapPageElement, wrapRootElement } from './src/app/wrapRootElement';
export { onPreRenderHTML } from './gatsby/ssr/onPreRenderHTML';

// Gatsby allows one onRenderBody per file; each concern adds its own head components.
export const onRenderBody: GatsbySSR['onRenderBody'] = (args, options) => {
  siteHead?.(args, options);
  themeBeforePaint?.(args, options);
  consentBeforePaint?.(args, options);
  markdownTwinLink?.(args, options);
  loginReturnBeforeHydration?.(args, options);
};
