import type { ReactNode } from 'react';
import { Header } from '../site/Header';
import { Footer } from '../site/Footer';
import { UserMenu } from '../../features/user/components/UserMenu';
import { Toasts } from '../../features/toasts/components/Toasts';
import { MarkdownTwinContext } from '../markdownTwin/TitleActions';
import { SessionExpiredNotice } from '../site/SessionExpiredNotice';
import { ConsentBanner } from '../../features/consent/components/ConsentBanner';

/** Header, main content and footer: every layout type of the spec is built on this frame. */
export function SiteLayout({
  children,
  className,
  headerActions,
  markdownTwin = true,
}: {
  children: ReactNode;
  className?: string;
  /**
   * False on pages with no markdown twin to copy (the error pages, shown at any address). With
   * a twin, the page's title row offers to copy it (PageTitle, TitleActions).
   */
  markdownTwin?: boolean;
  /** Filled by the app shell (user menu) and search; see Header. */
  headerActions?: ReactNode;
}) {
  return (
    <div className={`site ${className ?? ''}`.trim()}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ConsentBanner />
      <Header
        actions={
          <>
            {headerActions}
            <UserMenu />
          </>
        }
      />
      <SessionExpiredNotice />
      <main id="main">
        <MarkdownTwinContext.Provider value={markdownTwin}>{children}</MarkdownTwinContext.Provider>
      </main>
      <Footer />
      <Toasts />
    </div>
  );
}
