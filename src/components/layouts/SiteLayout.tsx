import type { ReactNode } from 'react';
import { Header } from '../site/Header';
import { Footer } from '../site/Footer';

/** Header, main content and footer: every layout type of the spec is built on this frame. */
export function SiteLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={`site ${className ?? ''}`.trim()}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main">{children}</main>
      <Footer />
    </div>
  );
}
