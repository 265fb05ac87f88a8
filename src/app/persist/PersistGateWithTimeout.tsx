import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Persistence } from '../clientApp';

interface Props {
  /** Absent during server rendering and on visits with nothing stored: nothing to wait for. */
  persistence?: Persistence;
  loading?: ReactNode;
  children: ReactNode;
}

const restored = (persistence?: Persistence) =>
  !persistence || persistence.persistor?.getState().bootstrapped === true;

/**
 * Renders its children once persisted state is back, or when waiting has taken too long (the
 * wait's limit, PERSIST_TIMEOUT_MS, is in `persistence.ready`).
 */
export function PersistGateWithTimeout({ persistence, loading = null, children }: Props) {
  const [lifted, setLifted] = useState(() => restored(persistence));

  useEffect(() => {
    if (lifted || !persistence) return;
    let active = true;
    void persistence.ready.then(() => {
      if (active) setLifted(true);
    });
    return () => {
      active = false;
    };
  }, [lifted, persistence]);

  return <>{lifted ? children : loading}</>;
}
