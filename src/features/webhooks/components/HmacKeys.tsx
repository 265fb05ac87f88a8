import { useState } from 'react';
import type { HmacKey } from '../../../../lib/webhooks/contract';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, CodeBlock } from '../../../components/ui';
import { errorToastText } from '../../toasts/errorToastText';
import { toastsActions } from '../../toasts/toastsSlice';
import { selectCurrentAccount } from '../../user/selectors';
import { createHmacKey } from '../api';
import { webhooksActions } from '../webhooksSlice';
import { localTime } from './localTime';

/**
 * The account's HMAC keys: every message of a configuration with includeHMAC is signed with each
 * (X-DocuSign-Signature-1, -2, ...). A new key's secret is shown here once, from the create
 * answer, and kept only in this component's state, never in the store.
 */
export function HmacKeys() {
  const dispatch = useAppDispatch();
  const keys = useAppSelector((state) => state.webhookDeliveries.hmacKeys);
  const accountId = useAppSelector(selectCurrentAccount)?.account_id ?? '';
  const [created, setCreated] = useState<HmacKey | null>(null);
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    try {
      const key = await createHmacKey(accountId);
      setCreated(key);
      dispatch(webhooksActions.hmacKeyCreated(key));
    } catch (error) {
      dispatch(toastsActions.toastAdded({ text: errorToastText(error), kind: 'danger' }));
    } finally {
      setCreating(false);
    }
  };

  return (
    <section aria-labelledby="webhook-hmac-title">
      <h2 id="webhook-hmac-title">HMAC keys</h2>
      {keys.length === 0 ? (
        <p>No HMAC key: messages are sent unsigned. Create one to sign them.</p>
      ) : (
        <ul className="webhook-deliveries__keys">
          {keys.map((key, index) => (
            <li key={key.keyId}>
              <span>X-DocuSign-Signature-{index + 1}</span> <code>{key.secret}</code>{' '}
              <span>created {localTime(key.createdDateTime)}</span>{' '}
              <Button
                small
                variant="danger"
                aria-label={`Delete HMAC key ${key.secret}`}
                onClick={() => {
                  if (created?.keyId === key.keyId) setCreated(null);
                  dispatch(webhooksActions.hmacKeyDeleteRequested(key.keyId));
                }}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {created && (
        <div role="status">
          <p>Copy the new key now: it is not shown again.</p>
          <CodeBlock title="New HMAC key" code={created.secret} testId="hmac-secret" />
        </div>
      )}
      <Button onClick={create} disabled={creating}>
        {creating ? 'Creating…' : 'Create an HMAC key'}
      </Button>
    </section>
  );
}
