import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useHydrated, useSaga } from '../../../app/hooks';
import { watchIntegrationKeys } from '../integrationKeysSaga';
import { Button, ButtonLink } from '../../../components/ui';
import { INTEGRATION_KEY_LIMIT } from '../../quickstart/quickstartSaga';
import { LoginPrompt } from '../../tokenGenerator/components/LoginPrompt';
import { NoticeModal } from '../../tokenGenerator/components/NoticeModal';
import { differentUserHref } from '../../user/components/UserMenu';
import { selectCurrentAccount, selectIsAccountAdmin, selectIsLoggedIn } from '../../user/selectors';
import {
  integrationKeysActions,
  type DeletionTarget,
  type WorkTarget,
} from '../integrationKeysSlice';
import { ConfirmDeletion } from './ConfirmDeletion';
import { IntegrationKeyCard, type KeyCardActions } from './IntegrationKeyCard';
import { KeyForm } from './KeyForm';
import { RevealedCredential } from './RevealedCredential';
import './integrationKeys.css';

export const INTEGRATION_KEYS_PATH = '/tools/integration-keys/';

const keyOf = (target: WorkTarget | null | undefined) =>
  target && target.kind !== 'create' ? target.integrationKeyId : undefined;

/**
 * The signed-in administrator's integration keys, as the platform's admin page manages them
 * (docs/behaviour.md §6): create a key, edit its name and redirect URIs, add or rotate a secret
 * and add an RSA key pair (each shown once), delete any of them after a confirmation. Members
 * are told why keys are an administrator's (the platform lists them to administrators only);
 * visitors are asked to log in.
 */
export function IntegrationKeysPage() {
  const hydrated = useHydrated();
  useSaga(watchIntegrationKeys);
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAccountAdmin);
  const account = useAppSelector(selectCurrentAccount);
  const { applications, status, deleting, working, revealed, workError } = useAppSelector(
    (state) => state.integrationKeys,
  );
  const [confirming, setConfirming] = useState<DeletionTarget | null>(null);
  const [rotating, setRotating] = useState<{ integrationKeyId: string; secretId: string } | null>(
    null,
  );
  const [creating, setCreating] = useState(false);
  // The create form closes once the key exists; a refusal keeps it open with the reason.
  const wasCreating = useRef(false);
  useEffect(() => {
    const isCreating = working?.kind === 'create';
    if (wasCreating.current && !isCreating && workError?.target.kind !== 'create') {
      setCreating(false);
    }
    wasCreating.current = isCreating;
  }, [working, workError]);

  useEffect(() => {
    if (isAdmin) dispatch(integrationKeysActions.listRequested());
  }, [dispatch, isAdmin]);

  if (!hydrated || !isLoggedIn) {
    return (
      <LoginPrompt
        text="Log in as an account administrator to create and manage your integration keys."
        returnTo={INTEGRATION_KEYS_PATH}
      />
    );
  }
  if (!isAdmin) {
    return (
      <div className="integration-keys__notice" role="note">
        <p>
          Integration keys belong to the account
          {account ? ` ${account.account_name}` : ''}, and the platform shows and changes them for
          its administrators only. As a member you can use a key an administrator gives you (its id,
          and a secret or a private key they share), but not list or change the account&apos;s keys
          here.
        </p>
        <p>
          Ask an administrator of the account for a key, or for administrative rights; or sign in as
          an administrator.
        </p>
        <ButtonLink href={differentUserHref(INTEGRATION_KEYS_PATH)}>
          Sign in as a different user
        </ButtonLink>
      </div>
    );
  }

  const busy = deleting !== null || working !== null;
  const atLimit = applications.length >= INTEGRATION_KEY_LIMIT;
  const nameOf = (integrationKeyId: string) =>
    applications.find((application) => application.client_id === integrationKeyId)?.name ??
    integrationKeyId;
  const actions: KeyCardActions = {
    onDelete: setConfirming,
    onRotate: (integrationKeyId, secretId) => setRotating({ integrationKeyId, secretId }),
    onAddSecret: (integrationKeyId) =>
      dispatch(integrationKeysActions.secretRequested({ integrationKeyId })),
    onAddRsaKey: (integrationKeyId) =>
      dispatch(integrationKeysActions.rsaKeyRequested({ integrationKeyId })),
    onEdit: (integrationKeyId, changes) =>
      dispatch(integrationKeysActions.editRequested({ integrationKeyId, changes })),
  };
  const rotatedSecret = rotating
    ? applications
        .find((application) => application.client_id === rotating.integrationKeyId)
        ?.secrets?.find((secret) => secret.id === rotating.secretId)
    : undefined;

  return (
    <>
      <div className="integration-keys__bar">
        <p aria-live="polite">
          {status === 'loading' && 'Loading your integration keys…'}
          {status === 'loaded' &&
            `${applications.length} of ${INTEGRATION_KEY_LIMIT} integration keys${account ? ` in ${account.account_name}` : ''}.`}
          {status === 'failed' && 'Your integration keys could not be loaded.'}
        </p>
        {status === 'loaded' && !creating && (
          <Button variant="primary" disabled={busy || atLimit} onClick={() => setCreating(true)}>
            Create integration key
          </Button>
        )}
      </div>
      {atLimit && (
        <p role="note">
          The account holds the most keys the platform allows. Delete one you no longer use to
          create another.
        </p>
      )}
      {creating && (
        <div className="integration-keys__create">
          <h2>New integration key</h2>
          <KeyForm
            mode="create"
            busy={working?.kind === 'create'}
            error={workError?.target.kind === 'create' ? workError.message : null}
            onCancel={() => setCreating(false)}
            onSubmit={(values) => dispatch(integrationKeysActions.creationRequested(values))}
          />
        </div>
      )}
      {status === 'loaded' && applications.length === 0 && !creating && (
        <p>This account has no integration keys yet. Create one to call the APIs from your app.</p>
      )}
      <div className="integration-keys">
        {applications.map((application) => (
          <IntegrationKeyCard
            key={application.client_id}
            application={application}
            busy={busy}
            saving={working?.kind === 'edit' && keyOf(working) === application.client_id}
            editError={
              workError?.target.kind === 'edit' && keyOf(workError.target) === application.client_id
                ? workError.message
                : null
            }
            actions={actions}
          />
        ))}
      </div>
      {confirming && (
        <ConfirmDeletion
          target={confirming}
          name={nameOf(confirming.integrationKeyId)}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            dispatch(integrationKeysActions.deletionRequested(confirming));
            setConfirming(null);
          }}
        />
      )}
      {rotating && (
        <NoticeModal
          title="Rotate this secret?"
          onClose={() => setRotating(null)}
          actions={
            <Button
              variant="danger"
              onClick={() => {
                dispatch(
                  integrationKeysActions.secretRequested({
                    integrationKeyId: rotating.integrationKeyId,
                    replacing: rotating.secretId,
                  }),
                );
                setRotating(null);
              }}
            >
              Rotate
            </Button>
          }
        >
          <p>
            A new secret replaces <code>{rotatedSecret?.secret ?? 'this secret'}</code> of &ldquo;
            {nameOf(rotating.integrationKeyId)}&rdquo;, which is deleted: apps that use it stop
            working until they have the new one. To switch without a pause, use Add secret, deploy
            the new secret, then delete the old one.
          </p>
        </NoticeModal>
      )}
      {revealed && (
        <RevealedCredential
          revealed={revealed}
          onClose={() => dispatch(integrationKeysActions.revealDismissed())}
        />
      )}
    </>
  );
}
