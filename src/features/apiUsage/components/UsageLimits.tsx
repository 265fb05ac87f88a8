import type { LimitUse, UsageLimits as Limits } from '../../../../lib/usage/contract';

const share = (used: number, limit: number) =>
  `${Math.min(100, Math.round((used / limit) * 100))}%`;
const clock = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** One limit of the account: a meter that turns to "high" at 80 %, and the figures in words. */
function LimitMeter({ label, use, resets }: { label: string; use: LimitUse; resets: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <meter
          min={0}
          max={use.limit}
          value={Math.min(use.used, use.limit)}
          high={use.limit * 0.8}
          optimum={0}
          aria-label={`${label}: ${use.used} of ${use.limit} calls`}
        />
        <span>
          {use.used} of {use.limit} calls ({share(use.used, use.limit)}), {use.remaining} left;{' '}
          {resets}
        </span>
      </dd>
    </div>
  );
}

/**
 * How close the account is to the platform's API limits now, and each key's share: the limits
 * count every key of the account together, so one busy key can lock the others out.
 */
export function UsageLimits({
  limits,
  integrationKey,
}: {
  limits: Limits;
  integrationKey: string;
}) {
  const keys = limits.keys.filter(
    (key) => integrationKey === '' || key.integrationKey === integrationKey,
  );
  return (
    <section aria-labelledby="usage-limits" className="usage-limits">
      <h2 id="usage-limits">API limits now</h2>
      <p>
        Every integration key of the account counts together: {limits.hourly.limit} calls an hour
        and {limits.burst.limit} in 30 seconds. Beyond either, calls answer 429 until the count
        starts again.
      </p>
      <dl className="usage-limit-meters">
        <LimitMeter
          label="This hour"
          use={limits.hourly}
          resets={`starts again at ${clock(limits.hourly.resetAt)}`}
        />
        <LimitMeter label="Last 30 seconds" use={limits.burst} resets="counted over 30 seconds" />
      </dl>
      {keys.length === 0 ? (
        <p>No calls with {integrationKey ? 'this key' : 'any key'} this hour.</p>
      ) : (
        <table className="usage-table">
          <caption>Each key’s share</caption>
          <thead>
            <tr>
              <th scope="col">Integration key</th>
              <th scope="col">Calls this hour</th>
              <th scope="col">Share of the hourly limit</th>
              <th scope="col">Calls in 30 seconds</th>
              <th scope="col">Share of the burst limit</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.integrationKey}>
                <th scope="row">
                  {key.integrationKeyName ?? 'Deleted key'}
                  <br />
                  <code>{key.integrationKey}</code>
                </th>
                <td>{key.hourly}</td>
                <td>{share(key.hourly, limits.hourly.limit)}</td>
                <td>{key.burst}</td>
                <td>{share(key.burst, limits.burst.limit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
