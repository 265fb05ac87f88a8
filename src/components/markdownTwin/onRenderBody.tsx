import type { GatsbySSR } from 'gatsby';
import { markdownTwinHref } from './CopyPageMarkdown';

/** The error pages: shown at any address, they have no twin of their own. */
const ERROR_PAGE = /^\/(404|500)(\.html|\/)?$/;

/** Every page names its markdown twin in its head, for tools that read pages. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  if (ERROR_PAGE.test(pathname)) return;
  setHeadComponents([
    <link
      key="markdown-twin"
      rel="alternate"
      type="text/markdown"
      href={markdownTwinHref(pathname)}
    />,
  ]);
};
