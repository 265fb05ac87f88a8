import { useEffect, useState } from 'react';
import './signingReturn.css';

/** What the signing ceremony's `event` says, as the quickstart's signer comes back to this page. */
const EVENTS: Record<string, string> = {
  signing_complete:
    'Signed. The quickstart’s envelope is completed; its signed PDF is at GET …/envelopes/{envelopeId}/documents/combined.',
  decline: 'The signer declined: the envelope is declined.',
  cancel: 'The signer chose to finish later. Run the quickstart again for a new signing URL.',
  ttl_expired:
    'The signing URL was opened more than five minutes after it was made. Run the quickstart again for a new one.',
  session_timeout: 'The signing session timed out before the signer finished.',
};

/** The outcome of the quickstart's embedded signing, when its return URL brought the signer here. */
export function SigningReturnNotice() {
  const [text, setText] = useState<string>();
  // The address is known only in the browser, after hydration.
  useEffect(() => {
    const event = new URLSearchParams(window.location.search).get('event');
    if (event) setText(EVENTS[event] ?? `The signing ceremony ended (${event}).`);
  }, []);
  if (!text) return null;
  return (
    <p className="signing-return" role="status">
      {text}
    </p>
  );
}
