import { Link } from 'gatsby';
import { DOCS_BASE_PATHS } from '../../../lib/site/docsBasePaths';
import { isFlagOn } from '../../features/flags/flags';
import { apiMenuSections } from './apiMenuSections';

/**
 * The header's APIs menu: sections with headings, or (flag columnMenusWithoutSections) every API
 * in columns without headings.
 */
export function ApiMenu() {
  const columns = isFlagOn('columnMenusWithoutSections');
  return (
    <details className={`site-header__menu${columns ? ' site-header__menu--columns' : ''}`}>
      <summary>APIs</summary>
      {columns ? (
        <ul>
          {DOCS_BASE_PATHS.map((base) => (
            <li key={base.path}>
              <Link to={base.path}>{base.title}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="site-header__menu-panel">
          {apiMenuSections().map((section, index) => (
            <div key={section.title} role="group" aria-labelledby={`api-menu-${index}`}>
              <p id={`api-menu-${index}`} className="site-header__menu-title">
                {section.title}
              </p>
              <ul>
                {section.items.map((base) => (
                  <li key={base.path}>
                    <Link to={base.path}>{base.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </details>
  );
}
