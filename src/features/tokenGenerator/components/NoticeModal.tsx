import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui';

interface Props {
  title: string;
  children: ReactNode;
  /** Buttons or links; the dialog always offers Close as well. */
  actions?: ReactNode;
  onClose: () => void;
}

/** The blocking notices of the quickstart and the token generator, on the shared Modal. */
export function NoticeModal(props: Props) {
  return <Modal {...props} />;
}
