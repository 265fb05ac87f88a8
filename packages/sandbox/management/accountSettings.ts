import type { MembershipRow } from '../store/users';

/** The account settings the portal reads (plan, branding and sending rights, admin flag). */
export function accountSettings(membership: MembershipRow) {
  return {
    accountId: membership.account_id,
    accountName: membership.account_name,
    plan: membership.plan,
    canSelfBrand: true,
    canSendEnvelope: true,
    enableSigningGroups: true,
    allowApiAccess: true,
    sessionTimeoutMinutes: 20,
    userIsAdmin: membership.is_admin === 1,
  };
}
