import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector, useHydrated, useSaga } from '../../../app/hooks';
import { watchTokenGenerator } from '../tokenGeneratorSaga';
import { Button } from '../../../components/ui';
import { selectIsAccountAdmin, selectIsLoggedIn, selectToken } from '../../user/selectors';
import { toastsActions } from '../../toasts/toastsSlice';
import { TOKEN_GENERATOR_PATH } from '../flow';
import { tokenErrorText } from '../tokenErrors';
import { tokenGeneratorActions } from '../tokenGeneratorSlice';
import { AccessTokenView } from './AccessTokenView';
import { CheckPermissionsModal } from './CheckPermissionsModal';
import { LoginPrompt } from './LoginPrompt';

type Returned =
  { code: string; state: string | null } | { error: string; errorDescription?: string };

const RETURN_PARAMS = ['code', 'state', 'error', 'error_description'];

/**
 * Takes the platform's answer (?code=&state= or ?error=) off the address with
 * history.replaceState, so the code is neither kept in history nor shared.
 */
function takeReturned(): Returned | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('code');
  const error = url.searchParams.get('error');
  const state = url.searchParams.get('state');
  const errorDescription = url.searchParams.get('error_description') ?? undefined;
  if (!code && !error) return null;
  RETURN_PARAMS.forEach((name) => url.searchParams.delete(name));
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return code ? { code, state } : { error: error ?? '', errorDescription };
}

/** /token-generator/: an access token for the signed-in administrator (docs/behaviour.md §4). */
export function TokenGeneratorPage() {
  const dispatch = useAppDispatch();
  useSaga(watchTokenGenerator);
  const hydrated = useHydrated();
  const token = useAppSelector(selectToken);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAccountAdmin);
  const { accessTokenData, authFailed } = useAppSelector((state) => state.tokenGenerator);
  const [modalOpen, setModalOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [receivedAt, setReceivedAt] = useState(0);

  useEffect(() => {
    if (!hydrated || !isAdmin) return;
    const returned = takeReturned();
    if (!returned) return;
    if ('code' in returned) {
      setBusy(true);
      dispatch(tokenGeneratorActions.codeReturned(returned));
    } else {
      // Refused or cancelled at the platform: the toast for its error_description, else the default.
      dispatch(tokenGeneratorActions.authFailed(returned.errorDescription ?? returned.error));
      dispatch(
        toastsActions.toastAdded({
          text: tokenErrorText(returned.errorDescription, returned.error),
          kind: 'danger',
        }),
      );
    }
  }, [hydrated, isAdmin, dispatch]);

  useEffect(() => {
    if (accessTokenData) setReceivedAt(Date.now());
    if (accessTokenData || authFailed) setBusy(false);
  }, [accessTokenData, authFailed]);

  // Until hydrated, what the server rendered: the signed-out prompt, the page's largest text,
  // so it paints at once (a signed-in reader sees it for a moment before their own view).
  if (!hydrated || !token) {
    return (
      <LoginPrompt
        text="Log in to generate an access token for the API."
        returnTo={TOKEN_GENERATOR_PATH}
      />
    );
  }
  if (!isLoggedIn) return <p>Loading your account…</p>;
  if (!isAdmin) {
    return (
      <>
        <p>The token generator needs administrative rights on the account.</p>
        {modalOpen && (
          <CheckPermissionsModal
            returnTo={TOKEN_GENERATOR_PATH}
            onClose={() => setModalOpen(false)}
          />
        )}
      </>
    );
  }
  return (
    <div className="token-generator">
      <p>
        Generate an access token for the signature scope, through the token generator&apos;s own
        integration key. The platform knows you from your sign-in: the first time it asks you to
        allow that key, after that the token comes straight back. It is shown here and kept only in
        this page&apos;s memory.
      </p>
      <Button
        variant="primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          dispatch(tokenGeneratorActions.tokenRequested());
        }}
      >
        {busy ? 'Generating…' : 'Generate token'}
      </Button>
      {accessTokenData && <AccessTokenView data={accessTokenData} receivedAt={receivedAt} />}
    </div>
  );
}
