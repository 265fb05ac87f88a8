/** Shapes of the platform's answers that the server reads; everything else passes through. */

/** One account of the signed-in user, from user info. */
export interface PlatformAccount {
  account_id: string;
  is_default: boolean;
  account_name: string;
  base_uri: string;
  is_admin?: boolean;
}

/** The signed-in user, from the OAuth user info endpoint. */
export interface PlatformUserInfo {
  sub: string;
  name: string;
  given_name?: string;
  family_name?: string;
  email: string;
  created?: string;
  accounts: PlatformAccount[];
}

/** The token endpoint's answer. */
export interface PlatformToken {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string;
  scope?: string;
}

/** An integration key as created through the management API (docs/behaviour.md §3). */
export interface NewApplication {
  name: string;
  redirect_uris: string[];
  shouldCreateSecretKey: boolean;
  shouldCreateRSAKey: boolean;
}

/** What an edit of an integration key changes; a field left out keeps its value. */
export interface ApplicationChanges {
  name?: string;
  redirect_uris?: string[];
}

/** A secret of an integration key; masked (12 asterisks) except in the answer that creates it. */
export interface PlatformSecret {
  id: string;
  secret: string;
  type: string;
}

/** An RSA key pair of an integration key; the private key only in the answer that creates it. */
export interface PlatformRsaKey {
  id: string;
  type: string;
  privateKey?: string;
  publicKey?: string;
}

/** An integration key of an account. */
export interface PlatformApplication {
  client_id: string;
  name: string;
  redirect_uris: string[];
  created?: string;
  secrets: PlatformSecret[];
  keys: PlatformRsaKey[];
}

/** The account settings the portal reads (the platform may add more fields). */
export interface PlatformAccountSettings {
  accountId: string;
  accountName?: string;
  userIsAdmin?: boolean;
  [field: string]: unknown;
}

/** A Connect configuration as the eSignature API answers it (the fields the portal reads). */
export interface ConnectConfigurationAnswer {
  connectId: string;
  name?: string;
  urlToPublishTo?: string;
  events?: string[];
  /** "true" / "false" on the platform; a boolean from some clients. */
  disabled?: string | boolean;
}

/** An envelope as the eSignature API answers it (the fields the portal reads). */
export interface EnvelopeAnswer {
  envelopeId: string;
  status: string;
  emailSubject?: string;
  sentDateTime?: string;
  completedDateTime?: string;
  statusChangedDateTime?: string;
}
