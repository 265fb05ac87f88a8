import type { ReactNode } from 'react';
import { SiteLayout } from './SiteLayout';
import { Sidebar } from '../sidebar/Sidebar';
import type { SidebarTree } from '../sidebar/sidebarTree';
import '../../styles/reference.css';

/**
 * The apiReference layout of spec section 2: the site frame with the reference sidebar on the
 * left, the page in the middle and, on wide screens, a column for samples on the right.
 */
export function ApiReferenceLayout({
  sidebar,
  selectedItem,
  children,
  aside,
}: {
  sidebar: SidebarTree;
  selectedItem: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <SiteLayout className="layout-api-reference">
      <div className={`ref-layout${aside ? ' ref-layout--with-aside' : ''}`}>
        <aside className="ref-layout__sidebar">
          <Sidebar tree={sidebar} selectedItem={selectedItem} />
        </aside>
        <article className="ref-layout__content">{children}</article>
        {aside && <aside className="ref-layout__aside">{aside}</aside>}
      </div>
    </SiteLayout>
  );
}
