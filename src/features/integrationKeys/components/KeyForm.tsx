import { useState } from 'react';
import { Button, Field } from '../../../components/ui';
import { nameError, parseRedirectUris } from '../redirectUris';

/** What the form gives: the key's name and redirect URIs, and for a new key its credentials. */
export interface KeyFormValues {
  name: string;
  redirect_uris: string[];
  shouldCreateSecretKey: boolean;
  shouldCreateRSAKey: boolean;
}

/**
 * The form of a new key (name, redirect URIs, which credentials to make) and of an edit (name
 * and redirect URIs only). Checked as the platform checks, so its refusals are rare; a refusal
 * that still comes is shown under the form (`error`).
 */
export function KeyForm({
  mode,
  initial,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial?: { name: string; redirect_uris: string[] };
  busy: boolean;
  error: string | null;
  onSubmit: (values: KeyFormValues) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [uris, setUris] = useState((initial?.redirect_uris ?? []).join('\n'));
  const [secret, setSecret] = useState(true);
  const [rsa, setRsa] = useState(false);
  const [checked, setChecked] = useState(false);
  const nameProblem = checked ? nameError(name) : null;
  const urisProblem = checked ? parseRedirectUris(uris).error : null;

  return (
    <form
      className="key-form"
      aria-label={mode === 'create' ? 'New integration key' : `Edit ${initial?.name ?? 'key'}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        const parsed = parseRedirectUris(uris);
        if (nameError(name) || parsed.error) return;
        onSubmit({
          name: name.trim(),
          redirect_uris: parsed.uris,
          shouldCreateSecretKey: mode === 'create' && secret,
          shouldCreateRSAKey: mode === 'create' && rsa,
        });
      }}
    >
      <Field label="Name" required error={nameProblem}>
        <input
          value={name}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field
        label="Redirect URIs"
        hint="One a line, at most 10: where the platform may send users back after they sign in (authorization code grant). Absolute http or https URLs."
        error={urisProblem}
      >
        <textarea
          rows={3}
          value={uris}
          spellCheck={false}
          placeholder="https://app.example.com/callback"
          onChange={(event) => setUris(event.target.value)}
        />
      </Field>
      {mode === 'create' && (
        <fieldset className="key-form__credentials">
          <legend>Credentials</legend>
          <label>
            <input
              type="checkbox"
              checked={secret}
              onChange={(event) => setSecret(event.target.checked)}
            />{' '}
            A secret key, for the authorization code grant
          </label>
          <label>
            <input
              type="checkbox"
              checked={rsa}
              onChange={(event) => setRsa(event.target.checked)}
            />{' '}
            An RSA key pair, for the JWT grant
          </label>
        </fieldset>
      )}
      {error && (
        <p className="key-form__error" role="alert">
          {error}
        </p>
      )}
      <p className="key-form__actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {mode === 'create'
            ? busy
              ? 'Creating…'
              : 'Create integration key'
            : busy
              ? 'Saving…'
              : 'Save'}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </p>
    </form>
  );
}
