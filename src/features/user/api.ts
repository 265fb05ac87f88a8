import { http } from '../../app/http';
import type { UserInfo, UserSettings } from './userTypes';

export async function fetchUserInfo(): Promise<UserInfo> {
  return (await http.get<UserInfo>('/api/user')).data;
}

export async function fetchUserSettings(): Promise<UserSettings> {
  return (await http.get<UserSettings>('/api/user/settings')).data;
}
