import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import { PERSIST_TIMEOUT_MS } from './persistConfig';
import { waitForRehydration } from './waitForRehydration';

interface Props {
  /** Absent during server rendering: there is nothing to wait for. */
  persistor?: Persistor;
  timeoutMs?: number;
  loading?: ReactNode;
  children: ReactNode;
}

/** Renders its children once persisted state is back, or when waiting has taken too long. */
export function PersistGateWithTimeout({
  persistor,
  timeoutMs = PERSIST_TIMEOUT_MS,
  loading = null,
  children,
}: Props) {
  const [lifted, setLifted] = useState(() => !persistor || persistor.getState().bootstrapped);

  useEffect(() => {
    if (lifted || !persistor) return;
    let active = true;
    void waitForRehydration(persistor, timeoutMs).then(() => {
      if (active) setLifted(true);
    });
    return () => {
      active = false;
    };
  }, [lifted, persistor, timeoutMs]);

  return <>{lifted ? children : loading}</>;
}
