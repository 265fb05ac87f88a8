import type { SharedTables } from '@developer-center/store';

/**
 * A mail the platform would have sent, kept for the developer to read: the inbox's signing
 * invitations and the Admin API's activation mails.
 */
interface SentMail {
  to_name: string;
  to_email: string;
  subject: string;
  body: string;
  /** The mail carries its link, as a real mail does; lookups go by the link's hash. */
  link_token: string;
  created: number;
}

/** The embedded platform's tables (its own store: `sandbox.sqlite`, or schema `sandbox`). */
export interface SandboxTables extends SharedTables {
  accounts: { id: string; name: string; plan: string; created: number };
  users: {
    id: string;
    /** Lower-case: addresses are looked up case-insensitively on both engines. */
    email: string;
    given_name: string;
    family_name: string;
    password_hash: string;
    created: number;
  };
  memberships: { user_id: string; account_id: string; is_admin: number; is_default: number };
  /** OAuth clients: the portal's own client (account_id null) and integration keys. */
  applications: {
    client_id: string;
    account_id: string | null;
    name: string;
    /** JSON array of strings. */
    redirect_uris: string;
    allow_loopback: number;
    created: number;
  };
  client_secrets: {
    id: string;
    client_id: string;
    secret_hash: string;
    last4: string;
    created: number;
  };
  rsa_keys: { id: string; client_id: string; public_key: string; created: number };
  auth_codes: {
    code_hash: string;
    client_id: string;
    user_id: string;
    redirect_uri: string;
    scope: string;
    code_challenge: string | null;
    expires_at: number;
    used: number;
    /** The sign-in session the code was issued in (oauth_sessions), if any. */
    session_hash: string | null;
  };
  tokens: {
    token_hash: string;
    kind: 'access' | 'refresh';
    client_id: string;
    user_id: string;
    scope: string;
    code_hash: string | null;
    expires_at: number;
    revoked: number;
    created: number;
    /** The sign-in session of the code it was issued for, if any: revoking it ends that session. */
    session_hash: string | null;
  };
  /** Browsers signed in at the platform: the session cookie's secret, hashed. */
  oauth_sessions: {
    session_hash: string;
    user_id: string;
    created: number;
    expires_at: number;
    ended_at: number | null;
  };
  /** The keys a user let act for them, with the scopes they consented to (space-separated). */
  oauth_consents: { user_id: string; client_id: string; scope: string; created: number };
  envelopes: {
    id: string;
    account_id: string;
    sender_user_id: string;
    /** created (draft), sent, delivered, completed, declined, voided. */
    status: string;
    email_subject: string;
    email_blurb: string;
    /** JSON: the rest of the definition (custom fields, brand, event notification, ...). */
    definition: string;
    voided_reason: string | null;
    created: number;
    sent_at: number | null;
    delivered_at: number | null;
    completed_at: number | null;
    declined_at: number | null;
    voided_at: number | null;
    status_changed: number;
    updated: number;
  };
  envelope_documents: {
    envelope_id: string;
    document_id: string;
    name: string;
    file_extension: string;
    doc_order: number;
    /** The bytes as the sender uploaded them. */
    source: Buffer;
    /** The PDF signers see, with the values of completed tabs stamped in. */
    pdf: Buffer;
    /** JSON: each page's size in points. */
    pages: string;
  };
  envelope_recipients: {
    envelope_id: string;
    recipient_id: string;
    recipient_guid: string;
    /** The platform's recipient type: signer, carbonCopy, certifiedDelivery, ... */
    recipient_type: string;
    routing_order: number;
    name: string;
    email: string;
    client_user_id: string | null;
    role_name: string | null;
    status: string;
    sent_at: number | null;
    delivered_at: number | null;
    signed_at: number | null;
    declined_at: number | null;
    declined_reason: string | null;
    /** JSON: the recipient's tabs by type, with their values once signed. */
    tabs: string;
    /** JSON: the other fields the sender gave the recipient. */
    extra: string;
  };
  envelope_events: {
    id: string;
    envelope_id: string;
    at: number;
    action: string;
    actor: string;
    recipient_id: string | null;
    detail: string;
  };
  /**
   * One-time view URLs (recipient, sender, correct: single use, short-lived) and the links mailed
   * to remote signers (valid until the recipient has acted), by the sha256 of their token.
   */
  signing_links: {
    token_hash: string;
    kind: 'recipient' | 'email' | 'sender' | 'correct';
    account_id: string;
    envelope_id: string;
    recipient_id: string | null;
    return_url: string | null;
    created: number;
    /** Null for mailed links, which live as long as their recipient has yet to act. */
    expires_at: number | null;
    used_at: number | null;
  };
  /** A browser's signing ceremony or read-only envelope view, opened from a link. */
  signing_sessions: {
    /** Public: the session's path; the cookie holds the secret. */
    id: string;
    secret_hash: string;
    kind: 'signing' | 'envelope';
    account_id: string;
    envelope_id: string;
    recipient_id: string | null;
    /** Where the session ends (with an event); null for remote signers, who get a page. */
    return_url: string | null;
    created: number;
    expires_at: number;
    ended_at: number | null;
  };
  /** The mails the platform would have sent (remote signers' invitations), per account. */
  sandbox_inbox: SentMail & {
    id: string;
    account_id: string;
    envelope_id: string;
    recipient_id: string;
  };
  /** Activation mails of users created through the Admin API (admin/activation.ts). */
  user_activations: SentMail & {
    /** The lookup goes by the hash of link_token. */
    token_hash: string;
    id: string;
    user_id: string;
    account_id: string;
    activated_at: number | null;
  };
  /** Resources derived from the specs (packages/sandbox/resources). */
  resources: {
    api: string;
    collection: string;
    scope: string;
    id: string;
    body: string;
    created: number;
    updated: number;
  };
  clickwrap_agreements: {
    id: string;
    clickwrap_id: string;
    environment: string;
    client_user_id: string;
    agreed_on: number;
  };
  /** Connect configurations of an account; `settings` is the normalised JSON (webhooks/). */
  connect_configurations: {
    id: string;
    account_id: string;
    settings: string;
    created: number;
    updated: number;
  };
  /** The account's Connect HMAC keys: kept in clear, since every delivery is signed with them. */
  connect_hmac_keys: { id: string; account_id: string; secret: string; created: number };
  /** The durable queue: one row per event and listener, kept after delivery (the Connect log). */
  connect_deliveries: {
    id: string;
    account_id: string;
    envelope_id: string;
    recipient_id: string | null;
    event: string;
    /** `configuration` (account level), `envelope` (its eventNotification) or `test`. */
    source: string;
    configuration_id: string | null;
    url: string;
    /** The JSON SIM message as queued (retryCount 0); each attempt sends it with its retryCount. */
    body: string;
    include_hmac: number;
    require_ack: number;
    /** pending (to send, or to retry), delivered, failed (given up). */
    state: string;
    attempts: number;
    next_attempt_at: number | null;
    /** The instance sending it now, until `claim_until`; a claim past its time is free again. */
    claimed_by: string | null;
    claim_until: number | null;
    last_attempt_at: number | null;
    last_status: number | null;
    last_error: string | null;
    created: number;
    /** The order of the events of one status change (a recipient's before its envelope's). */
    seq: number;
  };
  /** Every attempt at a delivery. */
  connect_attempts: {
    id: string;
    delivery_id: string;
    account_id: string;
    attempt: number;
    at: number;
    ok: number;
    status_code: number | null;
    error: string | null;
    duration_ms: number;
    response_snippet: string;
  };
  /** Users the platform refuses with 403 (set by a test hook), shared by every instance. */
  suspended_users: { user_id: string; suspended_at: number };
  /** The account's events for the Monitor API's stream, in (at, id) order. */
  monitor_events: {
    id: string;
    account_id: string;
    user_id: string | null;
    name: string;
    /** info, low, medium, high, critical. */
    severity: string;
    ip_address: string | null;
    /** JSON object of strings. */
    data: string;
    at: number;
  };
  /** Completed envelopes taken out of Navigator (its DELETE); the envelope itself stays. */
  navigator_removed_agreements: { account_id: string; envelope_id: string; removed_at: number };
}
