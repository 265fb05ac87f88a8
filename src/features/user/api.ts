import { http } from '../../app/http';
import type { UserInfo, UserSettings } from './userTypes';

export async function fetchUserInfo(): Promise<UserInfo> {
  return (await http.get<UserInfo>('/api/user')).data;
}

export async function fetchUserSettings(): Promise<UserSettings> {
  return (await http.get<UserSettings>('/api/user/settings')).data;
}

/** Revokes the token on the platform; the caller clears local state whatever the outcome. */
export async function postLogout(token: string): Promise<void> {
  await http.post('/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` } });
}
