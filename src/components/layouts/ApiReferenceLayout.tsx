import type { ReactNode } from 'react';
import { Slice } from 'gatsby';
import { HydrateLater } from './HydrateLater';
import { SiteLayout } from './SiteLayout';
import { Sidebar } from '../sidebar/Sidebar';
import { SidebarDrawer } from '../sidebar/SidebarDrawer';
import type { SidebarTree } from '../../../lib/site/sidebarTree';
import { SelectedItemContext } from '../sidebar/selectedItemContext';
import '../../styles/reference.css';

/**
 * The apiReference layout of docs/behaviour.md §2: the site frame with the reference sidebar on the
 * left, the page in the middle and, on wide screens, a column for samples on the right. In a
 * build the sidebar is the API version's slice (one rendering per version, the selection
 * handed down by context); a page rendered outside Gatsby (unit tests)
 * passes its tree instead.
 */
export function ApiReferenceLayout({
  sidebar,
  selectedItem,
  children,
  aside,
}: {
  sidebar?: SidebarTree;
  selectedItem: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <SiteLayout className="layout-api-reference">
      <div className={`ref-layout${aside ? ' ref-layout--with-aside' : ''}`}>
        <SidebarDrawer label="API reference menu" className="ref-layout__sidebar">
          <HydrateLater>
            {sidebar ? (
              <Sidebar tree={sidebar} selectedItem={selectedItem} />
            ) : (
              // a literal alias: Gatsby reads it statically at build time (REFERENCE_SIDEBAR_SLICE)
              <SelectedItemContext.Provider value={selectedItem}>
                <Slice alias="reference-sidebar" />
              </SelectedItemContext.Provider>
            )}
          </HydrateLater>
        </SidebarDrawer>
        <article className="ref-layout__content">{children}</article>
        {aside && (
          <aside className="ref-layout__aside">
            <HydrateLater>{aside}</HydrateLater>
          </aside>
        )}
      </div>
    </SiteLayout>
  );
}
