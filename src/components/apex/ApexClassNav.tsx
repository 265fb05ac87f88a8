import { Link } from 'gatsby';
import type { ApexClassSummary } from '../../../lib/site/apex';

const TOOLKIT_PATH = '/docs/salesforce/';

/** The left column of the Apex reference: the toolkit overview and every class. */
export function ApexClassNav({
  classes,
  currentPath,
}: {
  classes: ApexClassSummary[];
  currentPath: string;
}) {
  return (
    <nav className="apex-nav" aria-label="Apex classes">
      <Link to={TOOLKIT_PATH} aria-current={currentPath === TOOLKIT_PATH ? 'page' : undefined}>
        Apex Toolkit overview
      </Link>
      <p className="apex-nav__title">Classes</p>
      <ul>
        {classes.map((apexClass) => (
          <li key={apexClass.name}>
            <Link
              to={apexClass.path}
              aria-current={apexClass.path === currentPath ? 'page' : undefined}
            >
              <code>{apexClass.name}</code>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
