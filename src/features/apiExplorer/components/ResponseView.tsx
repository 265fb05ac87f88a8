import { STATUS_NAMES } from '../../../../lib/explorer/contract';
import { Button } from '../../../components/ui';
import type { ApiExplorerResponse } from '../apiExplorerTypes';
import { ResponseBody } from './monaco/ResponseBody';
import { CreatedIds, type CreatedFrom } from '../response/CreatedIds';

interface Props {
  response: ApiExplorerResponse;
  /** The request the answer is to: a 201's new ids link to the API's get method. */
  from: CreatedFrom;
  collapsed: boolean;
  onToggle: () => void;
}

/** Never the platform's raw 401 body alone: say what it means and what to do. */
export const UNAUTHORIZED_EXPLANATION =
  'The platform refused the access token (401): it has expired or is not valid for this account. You are signed out: log in again from the notice above, then send the request again.';

function bodyText(data: unknown): string {
  if (data === null || data === undefined) return '';
  if (typeof data === 'string') return data;
  return JSON.stringify(data, null, 2);
}

/**
 * The last answer: status with its name, duration, the ids a create made, headers and body
 * (docs/behaviour.md §8).
 */
export function ResponseView({ response, from, collapsed, onToggle }: Props) {
  const { status, binary } = response;
  const name = response.statusText || (status ? STATUS_NAMES[status] : undefined);
  const kind = !status ? 'error' : status < 300 ? 'success' : status < 400 ? 'redirect' : 'error';
  const title = status ? `${status} ${name ?? ''}`.trim() : 'Request not sent';
  return (
    <section className={`explorer-response explorer-response--${kind}`} aria-label="Response">
      <div className="explorer-response__banner">
        <Button
          variant="ghost"
          className="explorer-response__toggle"
          aria-expanded={!collapsed}
          aria-controls="explorer-response-details"
          onClick={onToggle}
        >
          <span className="explorer-response__status" data-testid="explorer-status">
            {title}
          </span>
        </Button>
        {response.durationMs !== undefined && (
          <span className="explorer-response__duration">{response.durationMs} ms</span>
        )}
      </div>
      {!collapsed && (
        <div id="explorer-response-details" className="explorer-response__details">
          {response.message && !status && <p role="alert">{response.message}</p>}
          {status === 401 && <p>{UNAUTHORIZED_EXPLANATION}</p>}
          <CreatedIds response={response} from={from} />
          {response.headers && Object.keys(response.headers).length > 0 && (
            <>
              <h3>Response headers</h3>
              <table className="explorer-response__headers">
                <tbody>
                  {Object.entries(response.headers).map(([header, value]) => (
                    <tr key={header}>
                      <th scope="row">{header}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          <h3>Response body</h3>
          {binary ? (
            <a
              className="explorer-response__download"
              href={`data:${binary.contentType};base64,${binary.base64}`}
              download={binary.fileName}
            >
              Download {binary.fileName} ({binary.contentType})
            </a>
          ) : (
            <ResponseBody text={bodyText(response.data)} />
          )}
        </div>
      )}
    </section>
  );
}
