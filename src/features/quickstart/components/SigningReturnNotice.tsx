import { useEffect, useState } from 'react';
import { SignedEnvelope } from './SignedEnvelope';
import './signingReturn.css';

/** What the signing ceremony's `event` says, as the quickstart's signer comes back to this page. */
const EVENTS: Record<string, string> = {
  signing_complete: 'Signed. The quickstart’s envelope is completed.',
  decline: 'The signer declined: the envelope is declined.',
  cancel: 'The signer chose to finish later. Run the quickstart again for a new signing URL.',
  ttl_expired:
    'The signing URL was opened more than five minutes after it was made. Run the quickstart again for a new one.',
  session_timeout: 'The signing session timed out before the signer finished.',
};

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Outcome {
  event: string;
  text: string;
  /** An envelope id the return URL carries, when the project put one in it. */
  envelopeId?: string;
}

/**
 * The outcome of the quickstart's embedded signing, when its return URL brought the signer here;
 * after a signing, the envelope's id, status and completed PDF (SignedEnvelope).
 */
export function SigningReturnNotice() {
  const [outcome, setOutcome] = useState<Outcome>();
  // The address is known only in the browser, after hydration.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const event = query.get('event');
    if (!event) return;
    const envelopeId = query.get('envelopeId') ?? '';
    setOutcome({
      event,
      text: EVENTS[event] ?? `The signing ceremony ended (${event}).`,
      envelopeId: GUID.test(envelopeId) ? envelopeId : undefined,
    });
  }, []);
  if (!outcome) return null;
  return (
    <>
      <p className="signing-return" role="status">
        {outcome.text}
      </p>
      {outcome.event === 'signing_complete' && <SignedEnvelope envelopeId={outcome.envelopeId} />}
    </>
  );
}
