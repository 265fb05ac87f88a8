import { useEffect, useState } from 'react';
import { completedPdfName, type EnvelopeSummary } from '../../../../lib/envelopes/contract';
import { useAppSelector } from '../../../app/hooks';
import { CopyButton } from '../../../components/site/CopyButton';
import { Button, ButtonLink } from '../../../components/ui';
import { selectToken } from '../../user/selectors';
import { fetchCompletedPdf, fetchSignedEnvelope } from '../api';

type Found =
  | { kind: 'loading' }
  | { kind: 'found'; envelope: EnvelopeSummary }
  | { kind: 'none' }
  | { kind: 'failed'; message: string };

const statusOf = (failure: unknown) =>
  (failure as { response?: { status?: number } }).response?.status;

const when = (iso?: string) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '';

/**
 * The completed PDF as a link: read with the reader's token into a blob, so the link's address
 * is a `blob:` URL of this page and no token is ever in a URL. Freed when the panel goes.
 */
function PdfLink({ envelopeId }: { envelopeId: string }) {
  const [href, setHref] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let url: string | undefined;
    fetchCompletedPdf(envelopeId).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setHref(url);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [envelopeId]);
  if (failed) return <p role="alert">The completed PDF could not be read. Try again later.</p>;
  if (!href) return <p>Preparing the completed PDF…</p>;
  return (
    <ButtonLink variant="primary" href={href} download={completedPdfName(envelopeId)}>
      Download the completed PDF
    </ButtonLink>
  );
}

/**
 * After the quickstart's signer comes back: the envelope's id, its status and a link that
 * downloads the completed PDF. The envelope is the one the return URL names (`envelopeId`),
 * else the account's envelope completed last within the hour, since the platform's return URL
 * carries only the event.
 */
export function SignedEnvelope({ envelopeId }: { envelopeId?: string }) {
  const token = useAppSelector(selectToken);
  const [found, setFound] = useState<Found>({ kind: 'loading' });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    setFound({ kind: 'loading' });
    fetchSignedEnvelope(envelopeId).then(
      (envelope) => live && setFound({ kind: 'found', envelope }),
      (failure: Error) => {
        if (!live) return;
        setFound(
          statusOf(failure) === 404
            ? { kind: 'none' }
            : { kind: 'failed', message: failure.message },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [token, envelopeId, asked]);

  if (!token) return <p>Log in to see the envelope’s status and download the signed PDF.</p>;
  const again = (
    <Button small onClick={() => setAsked((count) => count + 1)}>
      Check again
    </Button>
  );
  let body;
  if (found.kind === 'loading') body = <p>Reading the envelope…</p>;
  else if (found.kind === 'none')
    body = (
      <p>
        {envelopeId
          ? `The account has no envelope ${envelopeId}.`
          : 'No envelope of your account was completed in the last hour.'}{' '}
        {again}
      </p>
    );
  else if (found.kind === 'failed')
    body = (
      <p role="alert">
        The envelope could not be read: {found.message} {again}
      </p>
    );
  else {
    const { envelope } = found;
    const completed = envelope.status === 'completed';
    body = (
      <>
        <dl className="signed-envelope__facts">
          <dt>Envelope ID</dt>
          <dd>
            <code data-testid="signed-envelope-id">{envelope.envelopeId}</code>
            <CopyButton text={envelope.envelopeId} label="Copy envelope ID" />
          </dd>
          <dt>Status</dt>
          <dd data-testid="signed-envelope-status">
            {envelope.status}
            {completed && envelope.completedDateTime && `, ${when(envelope.completedDateTime)}`}
          </dd>
          {envelope.emailSubject && (
            <>
              <dt>Subject</dt>
              <dd>{envelope.emailSubject}</dd>
            </>
          )}
        </dl>
        {completed ? (
          <PdfLink envelopeId={envelope.envelopeId} />
        ) : (
          <p>
            Not completed yet: the PDF can be downloaded once every recipient has signed. {again}
          </p>
        )}
      </>
    );
  }
  return (
    <section className="signed-envelope" aria-labelledby="signed-envelope-title">
      <h2 id="signed-envelope-title">Your signed envelope</h2>
      {body}
    </section>
  );
}
