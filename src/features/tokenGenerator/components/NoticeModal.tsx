import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import './modal.css';

interface Props {
  title: string;
  children: ReactNode;
  /** Buttons or links; the dialog always offers Close as well. */
  actions?: ReactNode;
  onClose: () => void;
}

/** A modal dialog that takes the focus and closes with Escape or its Close button. */
export function NoticeModal({ title, children, actions, onClose }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="notice-modal__backdrop">
      <div
        ref={dialogRef}
        className="notice-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="notice-modal__actions">
          {actions}
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
