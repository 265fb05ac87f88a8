import type { GatsbySSR } from 'gatsby';
import { markdownTwinHref } from './CopyPageMarkdown';

/** Every page names its markdown twin in its head, for tools that read pages. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  setHeadComponents([
    <link
      key="markdown-twin"
      rel="alternate"
      type="text/markdown"
      href={markdownTwinHref(pathname)}
    />,
  ]);
};
