import type { MouseEvent } from 'react';
import { navigate } from 'gatsby';

/**
 * Build-time rendered markdown. Its internal links were normalised at build time; clicks on
 * them navigate inside the app instead of reloading the page.
 */
export function MarkdownContent({ html, className }: { html: string; className?: string }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    if (/\.(html|xml|pdf)(#|\?|$)/.test(href) || /^\/(api|auth|swaggerfile)\//.test(href)) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click handler only delegates link clicks; keyboard users activate the links themselves.
    <div
      className={`markdown ${className ?? ''}`.trim()}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
