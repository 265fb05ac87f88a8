// The analytics and marketing calls of docs/behaviour.md §7 that the browser sends and the server
// stores: POST /api/signal (first-party events) and POST /api/eloqua (marketing interest).

/** What a signal event records. */
export const SIGNAL_TYPES = ['page_view', 'search', 'experiment_exposure'] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** The experiments the site runs and their variants; the first variant is the control. */
export const EXPERIMENTS = { 'see-next-step': ['control', 'nextStep'] } as const;
export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentVariant<Name extends ExperimentName = ExperimentName> =
  (typeof EXPERIMENTS)[Name][number];

/** Limits of a signal's text fields, checked by the browser before sending and by the server. */
export const SIGNAL_LIMITS = { path: 500, title: 200, query: 200 } as const;

/** The body of POST /api/signal. */
export interface SignalEvent {
  type: SignalType;
  /** The site path the event happened on (`/docs/esign-rest-api/`), never a full URL. */
  path: string;
  title?: string;
  /** The path the visitor came from on this site, if any. */
  referrer?: string;
  /** search: what was searched and how many results came back. */
  query?: string;
  resultCount?: number;
  /** experiment_exposure: the experiment and the variant the visitor saw. */
  experiment?: { name: ExperimentName; variant: ExperimentVariant };
  globalUserUuid?: string;
}

/**
 * An interest: one or more topic ids (`esign-rest-api`, `webhooks`), comma-separated, taken from
 * what the visitor reads and the newsletter topics they pick.
 */
export const INTEREST_PATTERN = '^[a-z0-9-]{1,60}(,[a-z0-9-]{1,60}){0,9}$';

/** The body of POST /api/eloqua (docs/behaviour.md §7): sent only when interest is set (§5). */
export interface EloquaEvent {
  interest: string;
  globalUser: string | null;
  currentUser: string | null;
}

/** The newsletter's topics; each id is also an interest. */
export const NEWSLETTER_TOPICS = [
  { id: 'esign-rest-api', label: 'eSignature' },
  { id: 'maestro-api', label: 'Workflows (Maestro)' },
  { id: 'navigator-api', label: 'Agreement data (Navigator)' },
  { id: 'admin-api', label: 'Administration' },
  { id: 'webhooks', label: 'Webhooks and Connect' },
  { id: 'sdks', label: 'SDKs and sample apps' },
] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number]['id'];

export function isNewsletterTopic(value: unknown): value is NewsletterTopic {
  return NEWSLETTER_TOPICS.some((topic) => topic.id === value);
}
