import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui';
import { loginHref } from '../../user/components/UserMenu';

export const LOGIN_BANNER_TEXT = 'To use API explorer, log in and then get started.';

/** Shown to anonymous visitors: the explorer calls the platform with the user's own token. */
export function LoginBanner({ onClose }: { onClose?: () => void }) {
  // The server render has no location; the real path arrives after hydration.
  const [returnTo, setReturnTo] = useState('/');
  useEffect(() => setReturnTo(window.location.pathname + window.location.search), []);
  return (
    <div className="explorer-login-banner" role="status">
      <p>{LOGIN_BANNER_TEXT}</p>
      <a className="explorer-login-banner__login" href={loginHref(returnTo)}>
        Log in
      </a>
      {onClose && (
        <Button variant="ghost" aria-label="Close" onClick={onClose}>
          ×
        </Button>
      )}
    </div>
  );
}
