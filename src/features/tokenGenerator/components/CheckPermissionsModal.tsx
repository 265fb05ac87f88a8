import { ButtonLink } from '../../../components/ui';
import { differentUserHref } from '../../user/components/UserMenu';
import { NoticeModal } from './NoticeModal';

/** Shown to signed-in users without administrative rights on the account (docs/behaviour.md §6). */
export function CheckPermissionsModal({
  returnTo,
  onClose,
}: {
  returnTo: string;
  onClose: () => void;
}) {
  return (
    <NoticeModal
      title="Check Permissions"
      onClose={onClose}
      actions={
        <ButtonLink variant="primary" href={differentUserHref(returnTo)}>
          Sign in as a different user
        </ButtonLink>
      }
    >
      <p>
        You lack the account permissions this needs: administrative rights on the account. Sign in
        as a different user who is an account administrator.
      </p>
    </NoticeModal>
  );
}
