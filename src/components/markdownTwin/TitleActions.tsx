import { createContext, useContext } from 'react';
import { CopyPageMarkdown } from './CopyPageMarkdown';

/** Whether the page has a markdown twin to copy: SiteLayout's `markdownTwin`. */
export const MarkdownTwinContext = createContext(false);

/**
 * The page's own actions, at the end of its title row (PageTitle, ReferenceHeader): "Copy page as
 * Markdown" where the page has a twin. A page without a title row (the home page, whose hero is
 * the site's own) shows none, rather than a button alone in a strip above the content.
 */
export function TitleActions() {
  return useContext(MarkdownTwinContext) ? (
    <span className="title-actions">
      <CopyPageMarkdown />
    </span>
  ) : null;
}
