import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { useFocusTrap } from './useFocusTrap';

interface Props {
  title: string;
  children: ReactNode;
  /** Buttons or links; the dialog always offers Close as well. */
  actions?: ReactNode;
  onClose: () => void;
  closeLabel?: string;
}

/** A modal dialog: focus moves in and is trapped, Escape or Close ends it, focus goes back. */
export function Modal({ title, children, actions, onClose, closeLabel = 'Close' }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onClose);
  return (
    <div className="modal__backdrop">
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
        <div className="modal__actions">
          {actions}
          <Button onClick={onClose}>{closeLabel}</Button>
        </div>
      </div>
    </div>
  );
}
