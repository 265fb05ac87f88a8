import { useCallback, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useFocusTrap } from '../ui/useFocusTrap';
import { Button } from '../ui';

/**
 * A sidebar that is a column on wide screens and, under 48rem, a drawer opened by a button:
 * focus moves in and is trapped while it is open, Escape or a chosen link closes it and the
 * focus goes back to the button.
 */
export function SidebarDrawer({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(ref, open, close);
  return (
    <>
      <Button
        small
        className="drawer-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && <div className="drawer-backdrop" onClick={close} aria-hidden="true" />}
      <aside
        id={id}
        ref={ref}
        aria-label={label}
        className={`${className} drawer${open ? ' is-open' : ''}`}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close();
        }}
      >
        {open && (
          <Button small className="drawer__close" onClick={close}>
            Close
          </Button>
        )}
        {children}
      </aside>
    </>
  );
}
