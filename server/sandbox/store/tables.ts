import type { SharedTables } from '../../store/sharedTables';

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
  };
  envelopes: {
    id: string;
    account_id: string;
    status: string;
    email_subject: string;
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
  /** Users the platform refuses with 403 (set by a test hook), shared by every instance. */
  suspended_users: { user_id: string; suspended_at: number };
}
