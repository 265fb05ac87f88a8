import { useEffect, useState } from 'react';
import {
  SESSION_EXPIRED_EVENT,
  SESSION_EXPIRED_MESSAGE,
  takeUnseenSessionExpiry,
} from '../../app/sessionExpiry';
import { loginHref } from '../../features/user/components/UserMenu';
import { Button, ButtonLink } from '../ui';

/**
 * "Your session expired. Log in again." after the HTTP client signed out on a 401, with a log-in
 * link that comes back to this page and its address (the explorer keeps its request there).
 */
export function SessionExpiredNotice() {
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => {
    // Takes the expiry either way, so a later notice does not show it again.
    const onExpired = () => {
      if (takeUnseenSessionExpiry()) setReturnTo(window.location.pathname + window.location.search);
    };
    onExpired();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, []);
  if (returnTo === null) return null;
  return (
    <div className="session-expired" role="alert">
      <span>{SESSION_EXPIRED_MESSAGE}</span>
      <ButtonLink variant="primary" small href={loginHref(returnTo)}>
        Log in again
      </ButtonLink>
      <Button small onClick={() => setReturnTo(null)}>
        Dismiss
      </Button>
    </div>
  );
}
