import { Link } from 'gatsby';
import type { VersionLink } from '../../../lib/site/pageContext/apiReference';

/**
 * Links to the same page (or the closest one) in every other version of the API, and to what
 * changed from each legacy version to the primary one.
 */
export function VersionSwitcher({ versions }: { versions: VersionLink[] }) {
  if (versions.length < 2) return null;
  return (
    <nav aria-label="API version" className="ref-versions">
      <span className="ref-versions__label">Version</span>
      {versions.map((v) =>
        v.current ? (
          <span key={v.version} className="ref-versions__item is-current" aria-current="page">
            {v.version}
          </span>
        ) : (
          <Link key={v.version} to={v.path} className="ref-versions__item">
            {v.version}
          </Link>
        ),
      )}
      {versions.map(
        (v) =>
          v.changesPath && (
            <Link key={`changes-${v.version}`} to={v.changesPath} className="ref-versions__changes">
              What changed since {v.version}
            </Link>
          ),
      )}
    </nav>
  );
}
