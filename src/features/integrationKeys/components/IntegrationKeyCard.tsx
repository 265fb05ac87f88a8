import { Button, Card } from '../../../components/ui';
import type { Application } from '../api';
import type { DeletionTarget } from '../integrationKeysSlice';

/** One integration key: its id, redirect URIs, masked secrets and RSA keys, each deletable. */
export function IntegrationKeyCard({
  application,
  busy,
  onDelete,
}: {
  application: Application;
  busy: boolean;
  onDelete: (target: DeletionTarget) => void;
}) {
  const integrationKeyId = application.client_id;
  const secrets = application.secrets ?? [];
  const keys = application.keys ?? [];
  return (
    <Card className="integration-key">
      <article aria-label={application.name}>
        <h2 className="integration-key__name">{application.name}</h2>
        <p>
          Integration key: <code>{integrationKeyId}</code>
        </p>
        {application.redirect_uris.length > 0 && (
          <p>Redirect URIs: {application.redirect_uris.join(', ')}</p>
        )}
        <h3>Secrets</h3>
        {secrets.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="integration-key__list">
            {secrets.map((secret) => (
              <li key={secret.id}>
                <code aria-label="Masked secret">{secret.secret}</code>{' '}
                <Button
                  small
                  variant="danger"
                  disabled={busy}
                  aria-label={`Delete secret ${secret.secret.slice(-4)}`}
                  onClick={() => onDelete({ kind: 'secret', integrationKeyId, id: secret.id })}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
        <h3>RSA keys</h3>
        {keys.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="integration-key__list">
            {keys.map((key) => (
              <li key={key.id}>
                <code>{key.id}</code>{' '}
                <Button
                  small
                  variant="danger"
                  disabled={busy}
                  aria-label={`Delete RSA key ${key.id.slice(0, 8)}`}
                  onClick={() => onDelete({ kind: 'rsaKey', integrationKeyId, id: key.id })}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => onDelete({ kind: 'key', integrationKeyId })}
          >
            Delete integration key
          </Button>
        </p>
      </article>
    </Card>
  );
}
