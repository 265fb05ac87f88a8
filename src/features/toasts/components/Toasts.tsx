import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useHydrated } from '../../../app/hooks';
import { selectToasts } from '../selectors';
import { toastsActions } from '../toastsSlice';
import type { Toast } from '../toastsSlice';
import './toasts.css';
import { Button } from '../../../components/ui';

/** Toasts other than danger leave on their own after this long; danger waits for the reader. */
export const TOAST_AUTO_DISMISS_MS = 6000;

/** The page's toast region: announced to screen readers, newest last. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const hydrated = useHydrated();
  return (
    <section className="toasts" aria-label="Notifications" aria-live="polite">
      {hydrated && toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />)}
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const { id, kind, text } = toast;

  useEffect(() => {
    if (kind === 'danger') return;
    const timer = setTimeout(
      () => dispatch(toastsActions.toastDismissed(id)),
      TOAST_AUTO_DISMISS_MS,
    );
    return () => clearTimeout(timer);
  }, [dispatch, id, kind]);

  return (
    <div className={`toast toast--${kind}`} role={kind === 'danger' ? 'alert' : 'status'}>
      <span className="toast__text">{text}</span>
      <Button
        variant="ghost"
        className="toast__close"
        aria-label="Dismiss notification"
        onClick={() => dispatch(toastsActions.toastDismissed(id))}
      >
        ×
      </Button>
    </div>
  );
}
