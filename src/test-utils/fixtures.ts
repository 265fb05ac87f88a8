import type { UserInfo, UserSettings } from '../features/user/userTypes';

export const ADMIN_USER: UserInfo = {
  sub: '11111111-2222-4333-8444-555555555555',
  name: 'Alex Admin',
  email: 'admin@example.test',
  accounts: [
    {
      account_id: '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b',
      account_name: 'Acme Demo',
      base_uri: 'http://127.0.0.1:9000',
      is_default: true,
      is_admin: true,
    },
  ],
};

export const ADMIN_SETTINGS: UserSettings = {
  accountId: '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b',
  accountName: 'Acme Demo',
  userIsAdmin: true,
};
