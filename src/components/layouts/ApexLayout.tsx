import type { ReactNode } from 'react';
import { SiteLayout } from './SiteLayout';
import { ApexClassNav } from '../apex/ApexClassNav';
import type { ApexClassSummary } from '../../../lib/site/apex';

/** The apex layout of docs/behaviour.md §2: the toolkit's class list beside the class (or intro) shown. */
export function ApexLayout({
  classes,
  currentPath,
  children,
}: {
  classes: ApexClassSummary[];
  currentPath: string;
  children: ReactNode;
}) {
  return (
    <SiteLayout className="layout-apex">
      <div className="apex-layout">
        <ApexClassNav classes={classes} currentPath={currentPath} />
        <article className="apex-layout__content">{children}</article>
      </div>
    </SiteLayout>
  );
}
