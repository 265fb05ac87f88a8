import type { SharedTables } from '@developer-center/store';

/** The portal's own tables (its store: `portal.sqlite`, or schema `portal`). */
export interface PortalTables extends SharedTables {
  /** Newsletter sign-ups, pending until the confirmation link is opened (double opt-in). */
  signups: {
    /** NFKC-normalised and lower-cased, so one address signs up once whatever its spelling. */
    email: string;
    token: string;
    consent: number;
    confirmed: number;
    created: number;
    confirmed_at: number | null;
    /** Two-letter code of lib/site/countries.ts, when the reader gave one. */
    country: string | null;
    /** Newsletter topic ids, comma-separated (lib/analytics/contract.ts). */
    topics: string | null;
  };
  /** The confirmation "mails" of this offline product. */
  signup_outbox: { id: string; email: string; link: string; created: number };
  /**
   * Analytics (`signal`) and marketing (`eloqua`) events of visitors who consented, stored before
   * any forwarding; `forwarded_at` is set once the configured endpoint has taken one.
   */
  marketing_events: {
    id: string;
    channel: 'signal' | 'eloqua';
    type: string;
    /** The visitor's global user uuid. */
    visitor: string | null;
    /** The signed-in user's id (user info `sub`), for eloqua's currentUser. */
    user_id: string | null;
    path: string | null;
    /** The event's other fields, as JSON. */
    data: string;
    dedupe_key: string | null;
    created: number;
    forwarded_at: number | null;
  };
  /**
   * The last good answer of an outside service, by source (`opensource:depot:{endpoint}:{org}`):
   * served when the service fails, across restarts and instances.
   */
  upstream_answers: { source: string; body: string; fetched_at: number };
}
