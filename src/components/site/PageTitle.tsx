import type { ReactNode } from 'react';
import { TitleActions } from '../markdownTwin/TitleActions';

/** A page's h1 with the page's actions beside it (TitleActions), wrapping under it when narrow. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <div className="page-title">
      <h1>{children}</h1>
      <TitleActions />
    </div>
  );
}
