import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector, useHydrated, useSaga } from '../../../app/hooks';
import { watchIntegrationKeys } from '../integrationKeysSaga';
import { ButtonLink } from '../../../components/ui';
import { INTEGRATION_KEY_LIMIT } from '../../quickstart/quickstartSaga';
import { LoginPrompt } from '../../tokenGenerator/components/LoginPrompt';
import { loginHref } from '../../user/components/UserMenu';
import { selectCurrentAccount, selectIsAccountAdmin, selectIsLoggedIn } from '../../user/selectors';
import { integrationKeysActions, type DeletionTarget } from '../integrationKeysSlice';
import { ConfirmDeletion } from './ConfirmDeletion';
import { IntegrationKeyCard } from './IntegrationKeyCard';
import './integrationKeys.css';

export const INTEGRATION_KEYS_PATH = '/tools/integration-keys/';

/**
 * The signed-in administrator's integration keys (docs/behaviour.md §6: key calls need
 * administrative rights), with their masked secrets and RSA keys; each deletion is confirmed
 * first. Members are told why they cannot manage keys; visitors are asked to log in.
 */
export function IntegrationKeysPage() {
  const hydrated = useHydrated();
  useSaga(watchIntegrationKeys);
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAccountAdmin);
  const account = useAppSelector(selectCurrentAccount);
  const { applications, status, deleting } = useAppSelector((state) => state.integrationKeys);
  const [confirming, setConfirming] = useState<DeletionTarget | null>(null);

  useEffect(() => {
    if (isAdmin) dispatch(integrationKeysActions.listRequested());
  }, [dispatch, isAdmin]);

  if (!hydrated || !isLoggedIn) {
    return (
      <LoginPrompt
        text="Log in as an account administrator to see and delete your integration keys."
        returnTo={INTEGRATION_KEYS_PATH}
      />
    );
  }
  if (!isAdmin) {
    return (
      <div className="integration-keys__notice" role="note">
        <p>
          Managing integration keys needs administrative rights on the account
          {account ? ` ${account.account_name}` : ''}, and you are a member without them. Ask an
          account administrator, or sign in as one.
        </p>
        <ButtonLink href={loginHref(INTEGRATION_KEYS_PATH)}>Sign in as a different user</ButtonLink>
      </div>
    );
  }

  const nameOf = (target: DeletionTarget) =>
    applications.find((application) => application.client_id === target.integrationKeyId)?.name ??
    target.integrationKeyId;
  return (
    <>
      <p aria-live="polite">
        {status === 'loading' && 'Loading your integration keys…'}
        {status === 'loaded' &&
          `${applications.length} of ${INTEGRATION_KEY_LIMIT} integration keys${account ? ` in ${account.account_name}` : ''}.`}
        {status === 'failed' && 'Your integration keys could not be loaded.'}
      </p>
      {status === 'loaded' && applications.length === 0 && (
        <p>This account has no integration keys.</p>
      )}
      <div className="integration-keys">
        {applications.map((application) => (
          <IntegrationKeyCard
            key={application.client_id}
            application={application}
            busy={deleting !== null}
            onDelete={setConfirming}
          />
        ))}
      </div>
      {confirming && (
        <ConfirmDeletion
          target={confirming}
          name={nameOf(confirming)}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            dispatch(integrationKeysActions.deletionRequested(confirming));
            setConfirming(null);
          }}
        />
      )}
    </>
  );
}
