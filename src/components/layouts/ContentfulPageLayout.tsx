import type { ReactNode } from 'react';
import { SiteLayout } from './SiteLayout';

/** The contentfulPage layout of docs/behaviour.md §2: one wide column with a hero, marketing style. */
export function ContentfulPageLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <SiteLayout className="layout-contentful-page">
      <section className="page-hero">
        <h1>{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
      </section>
      <div className="contentful-page">{children}</div>
    </SiteLayout>
  );
}
