import { useEffect } from 'react';
import { INBOX_PAGE_SIZE } from '../../../../lib/inbox/contract';
import { SANDBOX_INBOX_PATH } from '../../../../lib/site/sitePaths';
import { useAppDispatch, useAppSelector, useHydrated, useSaga } from '../../../app/hooks';
import { watchSandboxInbox } from '../sandboxInboxSaga';
import { Button } from '../../../components/ui';
import { LoginPrompt } from '../../tokenGenerator/components/LoginPrompt';
import { selectCurrentAccount, selectIsLoggedIn } from '../../user/selectors';
import { sandboxInboxActions } from '../sandboxInboxSlice';
import { InboxMailCard } from './InboxMailCard';
import './inbox.css';

/**
 * The sandbox inbox: the mails the embedded platform would have sent for the signed-in
 * developer's account (remote signers' invitations, with their signing links), newest first,
 * a page at a time (GET /api/inbox).
 */
export function SandboxInboxPage() {
  const hydrated = useHydrated();
  useSaga(watchSandboxInbox);
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const account = useAppSelector(selectCurrentAccount);
  const { page, status, startPosition } = useAppSelector((state) => state.sandboxInbox);
  const load = (start: number) =>
    dispatch(sandboxInboxActions.inboxRequested({ startPosition: start }));

  useEffect(() => {
    if (isLoggedIn) dispatch(sandboxInboxActions.inboxRequested({ startPosition: 0 }));
  }, [dispatch, isLoggedIn]);

  if (!hydrated || !isLoggedIn) {
    return <LoginPrompt text="Log in to read your sandbox inbox." returnTo={SANDBOX_INBOX_PATH} />;
  }
  const total = page?.totalCount ?? 0;
  const shown = page?.mails.length ?? 0;
  return (
    <>
      <div className="inbox-controls">
        <p aria-live="polite">
          {status === 'loading' && 'Loading the inbox…'}
          {status === 'failed' && 'The inbox could not be loaded.'}
          {status === 'loaded' &&
            (total === 0
              ? `No mails yet for ${account?.account_name ?? 'your account'}.`
              : `Mails ${startPosition + 1}–${startPosition + shown} of ${total} for ${
                  account?.account_name ?? 'your account'
                }, newest first.`)}
        </p>
        <Button onClick={() => load(startPosition)} disabled={status === 'loading'}>
          Refresh
        </Button>
      </div>
      {status === 'loaded' && total === 0 && (
        <p>
          Send an envelope to a signer without a <code>clientUserId</code> (from the API explorer or
          your own code): the invitation the platform would email them shows here, with its signing
          link.
        </p>
      )}
      {page && shown > 0 && (
        <ul className="inbox-list">
          {page.mails.map((mail) => (
            <InboxMailCard key={mail.mailId} mail={mail} />
          ))}
        </ul>
      )}
      {total > INBOX_PAGE_SIZE && (
        <nav className="inbox-pages" aria-label="Inbox pages">
          <Button
            disabled={startPosition === 0 || status === 'loading'}
            onClick={() => load(Math.max(0, startPosition - INBOX_PAGE_SIZE))}
          >
            Newer mails
          </Button>
          <Button
            disabled={startPosition + INBOX_PAGE_SIZE >= total || status === 'loading'}
            onClick={() => load(startPosition + INBOX_PAGE_SIZE)}
          >
            Older mails
          </Button>
        </nav>
      )}
    </>
  );
}
