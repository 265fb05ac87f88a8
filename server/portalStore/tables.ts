import type { SharedTables } from '../store/sharedTables';

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
  };
  /** The confirmation "mails" of this offline product. */
  signup_outbox: { id: string; email: string; link: string; created: number };
}
