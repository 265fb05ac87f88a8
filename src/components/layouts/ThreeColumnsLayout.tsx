import type { ReactNode } from 'react';
import { Link } from 'gatsby';
import { SiteLayout } from './SiteLayout';
import { groupNav } from './docsNav';
import type { DocNavItem, TocHeading } from '../../../lib/site/pageContext/docs';
import { LINE_LIMITS, lineClampClass } from '../sidebar/lineLimits';

/**
 * The threeColumns layout of docs/behaviour.md §2: the section's pages on the left, the page in the
 * middle and its headings ("On this page") on the right.
 */
export function ThreeColumnsLayout({
  sectionTitle,
  nav,
  currentPath,
  headings,
  children,
}: {
  sectionTitle: string;
  nav: DocNavItem[];
  currentPath: string;
  headings: TocHeading[];
  children: ReactNode;
}) {
  return (
    <SiteLayout className="layout-three-columns">
      <div className="three-columns">
        <nav className="three-columns__nav" aria-label={`${sectionTitle} pages`}>
          <p className="three-columns__section">{sectionTitle}</p>
          {groupNav(nav).map(({ group, items }) => (
            <div key={group ?? 'top'} className="three-columns__group">
              {group && <p className="three-columns__group-title">{group}</p>}
              <ul>
                {items.map((item) => (
                  <li key={item.path}>
                    <Link
                      to={item.path}
                      aria-current={item.path === currentPath ? 'page' : undefined}
                    >
                      {/* On a span: the nav's `li a { display: block }` would undo the clamp's display. */}
                      <span className={lineClampClass(LINE_LIMITS.default)}>{item.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <article className="three-columns__content">{children}</article>
        {headings.length > 0 && (
          <nav className="three-columns__toc" aria-label="On this page">
            <p className="three-columns__toc-title">On this page</p>
            <ul>
              {headings.map((heading) => (
                <li key={heading.id} className={`toc-level-${heading.level}`}>
                  <a href={`#${heading.id}`}>{heading.text}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </SiteLayout>
  );
}
