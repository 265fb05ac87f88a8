import type { ReactNode } from 'react';
import { SiteLayout } from './SiteLayout';
import { PageTitle } from '../site/PageTitle';

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
        <PageTitle>{title}</PageTitle>
        {lead && <p className="page-hero__lead">{lead}</p>}
      </section>
      <div className="contentful-page">{children}</div>
    </SiteLayout>
  );
}
