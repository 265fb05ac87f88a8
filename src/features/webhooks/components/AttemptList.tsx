import type { WebhookAttempt } from '../../../../lib/webhooks/contract';
import { localTime } from './localTime';

/** Each attempt at a delivery: when, the listener's answer or why it failed, how long it took. */
export function AttemptList({ attempts }: { attempts: WebhookAttempt[] }) {
  if (attempts.length === 0) return <p>No attempt yet.</p>;
  return (
    <table className="webhook-delivery__attempts">
      <caption>Attempts</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Time</th>
          <th scope="col">Answer</th>
          <th scope="col">Duration</th>
          <th scope="col">Response</th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((attempt) => (
          <tr key={attempt.attempt}>
            <td>{attempt.attempt}</td>
            <td>{localTime(attempt.attemptedDateTime)}</td>
            <td>{attempt.error ?? attempt.statusCode}</td>
            <td>{attempt.durationMs} ms</td>
            <td>
              <code>{attempt.responseSnippet.slice(0, 200)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
