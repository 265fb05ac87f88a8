import { statusName } from '../../../components/reference/statusNames';
import type { UsageSummary } from '../usageSummary';

/** Calls per integration key, error codes and the slowest operations of the period. */
export function UsageTables({ summary }: { summary: UsageSummary }) {
  return (
    <div className="usage-tables">
      <section aria-labelledby="usage-keys">
        <h2 id="usage-keys">By integration key</h2>
        <table className="usage-table">
          <thead>
            <tr>
              <th scope="col">Integration key</th>
              <th scope="col">Calls</th>
              <th scope="col">Failed</th>
              <th scope="col">Average time</th>
            </tr>
          </thead>
          <tbody>
            {summary.keys.map((key) => (
              <tr key={key.integrationKey}>
                <th scope="row">
                  {key.name}
                  <br />
                  <code>{key.integrationKey}</code>
                </th>
                <td>{key.calls}</td>
                <td>{key.failed}</td>
                <td>{key.averageMs} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="usage-errors">
        <h2 id="usage-errors">Error codes</h2>
        {summary.errors.length === 0 ? (
          <p>No failed calls in this period.</p>
        ) : (
          <ul className="usage-errors">
            {summary.errors.map((error) => (
              <li key={error.status}>
                <strong>
                  {error.status} {statusName(String(error.status))}
                </strong>
                : {error.calls} call{error.calls === 1 ? '' : 's'}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="usage-slowest">
        <h2 id="usage-slowest">Slowest operations</h2>
        <table className="usage-table">
          <thead>
            <tr>
              <th scope="col">Operation</th>
              <th scope="col">Calls</th>
              <th scope="col">Average</th>
              <th scope="col">Slowest</th>
            </tr>
          </thead>
          <tbody>
            {summary.slowest.map((operation) => (
              <tr key={`${operation.api} ${operation.operation}`}>
                <th scope="row">
                  {operation.operation}
                  <br />
                  <span className="usage-table__api">{operation.api}</span>
                </th>
                <td>{operation.calls}</td>
                <td>{operation.averageMs} ms</td>
                <td>{operation.maxMs} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
