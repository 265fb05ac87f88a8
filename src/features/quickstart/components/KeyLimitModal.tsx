import { ButtonLink } from '../../../components/ui';
import { NoticeModal } from '../../tokenGenerator/components/NoticeModal';

/** Where administrators manage their integration keys: the site's own page, unless configured. */
export const MANAGE_KEYS_URL = process.env.GATSBY_MANAGE_KEYS_URL || '/tools/integration-keys/';

/** The account holds 100 integration keys: the quickstart cannot create another (docs/behaviour.md §6). */
export function KeyLimitModal({ onClose }: { onClose: () => void }) {
  return (
    <NoticeModal
      title="Integration key limit reached"
      onClose={onClose}
      actions={
        <ButtonLink variant="primary" href={MANAGE_KEYS_URL}>
          Manage IKs
        </ButtonLink>
      }
    >
      <p>
        Your account has reached the limit of 100 integration keys. Delete keys you no longer use,
        then try again.
      </p>
    </NoticeModal>
  );
}
