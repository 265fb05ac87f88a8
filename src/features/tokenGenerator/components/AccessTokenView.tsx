import { formatDateTime } from '../../../../lib/site/dates';
import { CopyButton } from '../../../components/site/CopyButton';
import { buttonClass } from '../../../components/ui';
import type { AccessTokenData } from '../tokenGeneratorSlice';

/** The token, its expiry and a Copy button; the token lives only in memory. */
export function AccessTokenView({
  data,
  receivedAt,
}: {
  data: AccessTokenData;
  receivedAt: number;
}) {
  const expiresAt = data.expires_in ? new Date(receivedAt + data.expires_in * 1000) : null;
  return (
    <section aria-label="Access token">
      <h2>Your access token</h2>
      <p className="token-generator__token" data-testid="access-token">
        {data.access_token}
      </p>
      {expiresAt && (
        <p>
          Expires in {Math.round((data.expires_in ?? 0) / 60)} minutes, at{' '}
          <time dateTime={expiresAt.toISOString()}>{formatDateTime(expiresAt)}</time>.
        </p>
      )}
      {data.scope && <p>Scope: {data.scope}</p>}
      <CopyButton text={data.access_token} label="Copy" className={buttonClass('secondary')} />
    </section>
  );
}
