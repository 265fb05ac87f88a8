import { CopyButton } from '../../../components/site/CopyButton';
import { Button, Modal, buttonClass } from '../../../components/ui';
import { download } from '../../quickstart/download';
import type { Revealed } from '../integrationKeysSlice';

/** The private key as a `.pem` file, named after the key pair, saved by the browser. */
function savePem(privateKey: string, keyId: string) {
  download.save(
    new Blob([privateKey], { type: 'application/x-pem-file' }),
    `private-key-${keyId.slice(0, 8)}.pem`,
  );
}

const copyClass = buttonClass('secondary');

/**
 * The credentials the platform shows once (a new secret, an RSA private key), with Copy and a
 * download of the private key; after Done the page keeps only masked values and ids.
 */
export function RevealedCredential({
  revealed,
  onClose,
}: {
  revealed: Revealed;
  onClose: () => void;
}) {
  const { secret, rsaKey } = revealed;
  const title = revealed.newKey
    ? 'Integration key created'
    : secret
      ? revealed.replacedSecretId
        ? 'Secret rotated'
        : 'New secret'
      : 'New RSA key pair';
  return (
    <Modal title={title} onClose={onClose} closeLabel="Done">
      <div className="revealed" aria-label="Shown once">
        <p>
          <strong>{revealed.name}</strong>: integration key <code>{revealed.integrationKeyId}</code>{' '}
          <CopyButton text={revealed.integrationKeyId} label="Copy key" className={copyClass} />
        </p>
        {(secret || rsaKey?.privateKey) && (
          <p className="revealed__warning" role="note">
            Copy {secret && rsaKey?.privateKey ? 'these now' : 'it now'}: you will not see{' '}
            {secret && rsaKey?.privateKey ? 'them' : 'it'} again. The platform keeps only the last
            four characters of a secret, and no copy of a private key.
          </p>
        )}
        {secret && (
          <section aria-label="Secret key">
            <h3>Secret key</h3>
            <p className="revealed__value" data-testid="revealed-secret">
              {secret.secret}
            </p>
            <CopyButton text={secret.secret} label="Copy secret" className={copyClass} />
            {revealed.replacedSecretId && <p>The secret it replaces is deleted.</p>}
          </section>
        )}
        {rsaKey?.privateKey && (
          <section aria-label="RSA private key">
            <h3>RSA private key</h3>
            <pre className="revealed__value revealed__pem" data-testid="revealed-private-key">
              {rsaKey.privateKey}
            </pre>
            <p className="revealed__actions">
              <CopyButton text={rsaKey.privateKey} label="Copy private key" className={copyClass} />
              <Button small onClick={() => savePem(rsaKey.privateKey ?? '', rsaKey.id)}>
                Download .pem
              </Button>
            </p>
            {rsaKey.publicKey && (
              <details>
                <summary>Public key</summary>
                <pre className="revealed__pem">{rsaKey.publicKey}</pre>
              </details>
            )}
          </section>
        )}
      </div>
    </Modal>
  );
}
