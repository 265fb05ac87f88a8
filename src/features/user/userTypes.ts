/** One account of the signed-in user, as the platform's user info lists it. */
export interface UserAccount {
  account_id: string;
  account_name: string;
  base_uri: string;
  is_default: boolean;
  is_admin?: boolean;
}

/** The signed-in user's profile (GET /api/user). */
export interface UserInfo {
  sub: string;
  name: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  created?: string;
  accounts: UserAccount[];
}

/** Settings of the user in the current account (GET /api/user/settings). */
export interface UserSettings {
  accountId?: string;
  accountName?: string;
  userIsAdmin?: boolean;
  [setting: string]: unknown;
}
