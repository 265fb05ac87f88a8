import type { ReactNode } from 'react';
import type { ReferencePageBase } from '../../../lib/site/pageContext/apiReference';
import { BreakableName } from '../../components/site/BreakableName';
import { Breadcrumbs } from '../../components/reference/Breadcrumbs';
import { VersionSwitcher } from '../../components/reference/VersionSwitcher';
import { VersionBadge, VersionTagBadge } from '../../components/reference/Badges';
import { TitleActions } from '../../components/markdownTwin/TitleActions';

/**
 * Breadcrumbs, title with version badges and the page's actions, and the version switcher: the
 * top of every page.
 */
export function ReferenceHeader({
  page,
  title,
  badges,
}: {
  page: ReferencePageBase;
  title: ReactNode;
  badges?: ReactNode;
}) {
  return (
    <header className="ref-header">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <div className="ref-header__row">
        <h1>{typeof title === 'string' ? <BreakableName name={title} /> : title}</h1>
        <VersionBadge version={page.api.version} />
        <VersionTagBadge tag={page.api.versionTag} />
        {badges}
        <TitleActions />
      </div>
      <VersionSwitcher versions={page.versions} />
    </header>
  );
}
