import { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { SANDBOX_INBOX_PATH, WEBHOOK_DELIVERIES_PATH } from '../../../../lib/site/sitePaths';
import { useAppDispatch, useAppSelector, useHydrated } from '../../../app/hooks';
import { flushPersistedState } from '../../../app/clientApp';
import { selectCurrentAccount, selectIsLoggedIn, selectToken, selectUserInfo } from '../selectors';
import { postLogout } from '../api';
import { userActions } from '../userSlice';
import { Button, Card } from '../../../components/ui';

export const LOGOUT_PATH = '/auth/logout';

/** The sign-in path that brings the visitor back to the page they are on. */
export function loginHref(returnTo: string): string {
  return `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * "Sign in as a different user": the platform's form even though the browser is signed in there
 * (its session would otherwise sign the same user in again at once).
 */
export function differentUserHref(returnTo: string): string {
  return `${loginHref(returnTo)}&prompt=login`;
}

interface Props {
  /** Leaves the page; replaced in tests, where jsdom cannot navigate. */
  navigate?: (url: string) => void;
}

/** Header control: "Log in" for visitors, the user's name with a small menu once signed in. */
export function UserMenu({ navigate = (url) => window.location.assign(url) }: Props) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userInfo = useAppSelector(selectUserInfo);
  const account = useAppSelector(selectCurrentAccount);
  const token = useAppSelector(selectToken);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The server render has no location; the real path arrives after hydration (a click before
  // that gets it from the head script of ./onRenderBody.tsx).
  const [returnTo, setReturnTo] = useState('/');
  useEffect(() => setReturnTo(window.location.pathname + window.location.search), []);

  if (!hydrated || !isLoggedIn || !userInfo) {
    return (
      <a className="user-menu__login" href={loginHref(returnTo)}>
        Log in
      </a>
    );
  }

  // The store (and its persisted copy) is cleared before the server clears its cookies, so
  // coming back does not revive the old token.
  const logOut = async (event: React.MouseEvent) => {
    event.preventDefault();
    // The app holds the only copy of the token (the dct cookie is gone), so it asks the server
    // to revoke it; signing out locally does not wait on that answer's success.
    if (token) await postLogout(token).catch(() => undefined);
    dispatch(userActions.loggedOut());
    await flushPersistedState();
    navigate(LOGOUT_PATH);
  };

  return (
    <div
      className="user-menu"
      onKeyDown={(event) => {
        // Escape closes the menu and gives the focus back to its button.
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        event.currentTarget.querySelector<HTMLButtonElement>('.user-menu__button')?.focus();
      }}
    >
      <Button
        small
        className="user-menu__button"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {userInfo.name}
      </Button>
      {open && (
        <Card className="user-menu__panel">
          {account && <p className="user-menu__account">{account.account_name}</p>}
          <ul className="user-menu__links">
            <li>
              <Link to={SANDBOX_INBOX_PATH}>Sandbox inbox</Link>
            </li>
            <li>
              <Link to={WEBHOOK_DELIVERIES_PATH}>Webhook deliveries</Link>
            </li>
            <li>
              <Link to="/tools/integration-keys/">Integration keys</Link>
            </li>
            <li>
              <Link to="/tools/api-usage-center/">API usage</Link>
            </li>
          </ul>
          <a className="user-menu__logout" href={LOGOUT_PATH} onClick={logOut}>
            Log out
          </a>
        </Card>
      )}
    </div>
  );
}
