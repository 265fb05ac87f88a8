import { Button } from '../../../components/ui';
import { NoticeModal } from '../../tokenGenerator/components/NoticeModal';
import type { DeletionTarget } from '../integrationKeysSlice';

const WHAT: Record<DeletionTarget['kind'], (name: string) => { title: string; text: string }> = {
  key: (name) => ({
    title: 'Delete this integration key?',
    text: `"${name}" and its secrets and RSA keys are deleted. Apps that use it stop working. This cannot be undone.`,
  }),
  secret: (name) => ({
    title: 'Delete this secret?',
    text: `Apps that sign in to "${name}" with this secret stop working. This cannot be undone.`,
  }),
  rsaKey: (name) => ({
    title: 'Delete this RSA key pair?',
    text: `JWT grants of "${name}" signed with this key's private key are refused from now on. This cannot be undone.`,
  }),
};

/** The confirmation every deletion asks for; Cancel (or Escape) deletes nothing. */
export function ConfirmDeletion({
  target,
  name,
  onConfirm,
  onCancel,
}: {
  target: DeletionTarget;
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { title, text } = WHAT[target.kind](name);
  return (
    <NoticeModal
      title={title}
      onClose={onCancel}
      actions={
        <Button variant="danger" onClick={onConfirm}>
          Delete
        </Button>
      }
    >
      <p>{text}</p>
    </NoticeModal>
  );
}
