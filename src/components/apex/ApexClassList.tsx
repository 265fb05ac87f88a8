import { Link } from 'gatsby';
import type { ApexClassSummary } from '../../../lib/site/apex';

/** The class index on the toolkit overview: each class with its one-line summary. */
export function ApexClassList({ classes }: { classes: ApexClassSummary[] }) {
  return (
    <ul className="apex-class-list" aria-label="Apex toolkit classes">
      {classes.map((apexClass) => (
        <li key={apexClass.name} className="apex-class-list__item">
          <Link to={apexClass.path}>
            <code>
              {apexClass.namespace}.{apexClass.name}
            </code>
          </Link>
          <span className="apex-class-list__kind">{apexClass.kind}</span>
          <p>{apexClass.summary}</p>
        </li>
      ))}
    </ul>
  );
}
