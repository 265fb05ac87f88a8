import { Link } from 'gatsby';
import type { MethodSummary } from '../../../lib/site/pageContext/apiReference';
import { DeprecatedBadge, HttpMethodBadge } from '../../components/reference/Badges';
import { TableScroll } from '../../components/ui';

/** A resource's methods as a table: verb, path template and summary. */
export function MethodList({ methods }: { methods: MethodSummary[] }) {
  return (
    <TableScroll label="Methods">
      <table className="ref-method-list">
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">Path</th>
            <th scope="col">Summary</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => (
            <tr key={method.path}>
              <td>
                <Link to={method.path}>
                  <HttpMethodBadge method={method.httpMethod} /> {method.name}
                </Link>
                {method.deprecated && <DeprecatedBadge />}
              </td>
              <td>
                <code>{method.apiPath}</code>
              </td>
              <td>{method.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
