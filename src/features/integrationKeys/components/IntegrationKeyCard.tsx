import { useEffect, useRef, useState } from 'react';
import { CopyButton } from '../../../components/site/CopyButton';
import { Button, Card, buttonClass } from '../../../components/ui';
import type { Application, ApplicationChanges } from '../api';
import type { DeletionTarget } from '../integrationKeysSlice';
import { KeyForm } from './KeyForm';

/** What a card asks the page to do; each reaches the platform through the page's saga. */
export interface KeyCardActions {
  onDelete: (target: DeletionTarget) => void;
  onRotate: (integrationKeyId: string, secretId: string) => void;
  onAddSecret: (integrationKeyId: string) => void;
  onAddRsaKey: (integrationKeyId: string) => void;
  onEdit: (integrationKeyId: string, changes: ApplicationChanges) => void;
}

/**
 * One integration key as the platform's admin page shows it: its id (copy), name and redirect
 * URIs (edit), masked secrets (add, rotate, delete), RSA key pairs (add, delete), and delete.
 */
export function IntegrationKeyCard({
  application,
  busy,
  saving,
  editError,
  actions,
}: {
  application: Application;
  busy: boolean;
  /** This card's edit is on its way to the platform. */
  saving: boolean;
  /** The platform's refusal of the last change, shown in the edit form. */
  editError: string | null;
  actions: KeyCardActions;
}) {
  const [editing, setEditing] = useState(false);
  // The form closes once the platform took the edit; a refusal keeps it open, with the reason.
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !saving && !editError) setEditing(false);
    wasSaving.current = saving;
  }, [saving, editError]);
  const integrationKeyId = application.client_id;
  const secrets = application.secrets ?? [];
  const keys = application.keys ?? [];
  return (
    <Card className="integration-key">
      <article aria-label={application.name}>
        <div className="integration-key__head">
          <h2 className="integration-key__name">{application.name}</h2>
          {!editing && (
            <Button small disabled={busy} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
        </div>
        <p className="integration-key__id">
          Integration key: <code>{integrationKeyId}</code>{' '}
          <CopyButton text={integrationKeyId} label="Copy" className={buttonClass('ghost')} />
        </p>
        {editing ? (
          <KeyForm
            mode="edit"
            initial={application}
            busy={busy}
            error={editError}
            onCancel={() => setEditing(false)}
            onSubmit={(values) =>
              actions.onEdit(integrationKeyId, {
                name: values.name,
                redirect_uris: values.redirect_uris,
              })
            }
          />
        ) : (
          <>
            <h3>Redirect URIs</h3>
            {application.redirect_uris.length === 0 ? (
              <p>None. Add one before users sign in through this key.</p>
            ) : (
              <ul className="integration-key__uris">
                {application.redirect_uris.map((uri) => (
                  <li key={uri}>
                    <code>{uri}</code>
                  </li>
                ))}
              </ul>
            )}
          </>
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
                  disabled={busy}
                  aria-label={`Rotate secret ${secret.secret.slice(-4)}`}
                  onClick={() => actions.onRotate(integrationKeyId, secret.id)}
                >
                  Rotate
                </Button>
                <Button
                  small
                  variant="danger"
                  disabled={busy}
                  aria-label={`Delete secret ${secret.secret.slice(-4)}`}
                  onClick={() =>
                    actions.onDelete({ kind: 'secret', integrationKeyId, id: secret.id })
                  }
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button small disabled={busy} onClick={() => actions.onAddSecret(integrationKeyId)}>
          Add secret
        </Button>
        <h3>RSA key pairs</h3>
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
                  onClick={() => actions.onDelete({ kind: 'rsaKey', integrationKeyId, id: key.id })}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button small disabled={busy} onClick={() => actions.onAddRsaKey(integrationKeyId)}>
          Add RSA key pair
        </Button>
        <p className="integration-key__danger">
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => actions.onDelete({ kind: 'key', integrationKeyId })}
          >
            Delete integration key
          </Button>
        </p>
      </article>
    </Card>
  );
}
