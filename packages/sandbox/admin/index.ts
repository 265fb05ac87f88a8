// The Admin API's organization, accounts and users are the platform's own (README.md).
import type { EsignHandler } from '../esignature/call';
import { getOrganizations } from './organizations';
import { createUser, deleteMemberships, getUserProfile, getUsers, updateUsers } from './users';

export { registerActivationRoutes } from './activation';

/** Where the embedded platform serves the Admin API under base_uri (the registry's apiBasePathDemo). */
export const ADMIN_BASE_PATH = '/adminapi';

/**
 * The Admin operations the platform has rules for, by operationId: the organizations the
 * signed-in user administers (one per account), and their users, which are the platform's users
 * (`store/users.ts`): the administrator is listed, a created user joins the accounts, is listed
 * by eSignature too, and activates through the sandbox inbox. Exports, imports, groups and
 * permissions are derived from the spec or sampled.
 */
export const adminOperations: Record<string, EsignHandler> = {
  Organizations_GetOrganizations: getOrganizations,
  OrganizationUser_OrganizationUsers_GetV2: getUsers,
  OrganizationUser_OrganizationUsers_Post: createUser,
  OrganizationUser_UserProfile_GetV2_1: getUserProfile,
  OrganizationUser_UserProfiles_Post: updateUsers,
  OrganizationUser_UserMemberships_Delete: deleteMemberships,
};
