import { createHash } from 'node:crypto';
import type { EsignCall } from '../esignature/call';
import { refuse } from '../esignature/errors';
import type { SandboxDb } from '../store/db';
import { membershipsOf } from '../store/users';
import type { Answer } from '../resources/handler';

export interface Organization {
  id: string;
  name: string;
  accounts: { id: string; name: string }[];
}

/**
 * Every account of the sandbox is its own organization, as a developer account is on the
 * platform's demo environment: its id is derived from the account's, so it is stable across
 * instances and restarts without a table of its own.
 */
export function organizationIdOf(accountId: string): string {
  const hex = createHash('sha256').update(`organization:${accountId}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The organizations the user administers: those of the accounts they are an admin of. */
export async function organizationsOf(db: SandboxDb, userId: string): Promise<Organization[]> {
  return (await membershipsOf(db, userId))
    .filter((membership) => membership.is_admin)
    .map((membership) => ({
      id: organizationIdOf(membership.account_id),
      name: membership.account_name,
      accounts: [{ id: membership.account_id, name: membership.account_name }],
    }));
}

/** The path's organization, if the signed-in user administers it; else the platform's refusal. */
export async function organizationOfCall(call: EsignCall): Promise<Organization> {
  const id = call.params.organizationId ?? '';
  const found = (await organizationsOf(call.context.db, call.user.id)).find(
    (organization) => organization.id === id.toLowerCase(),
  );
  if (!found) {
    throw refuse(404, 'ORGANIZATION_NOT_FOUND', `No organization ${id} that you administer.`);
  }
  return found;
}

/** GET /v2/organizations: the organizations the signed-in user administers. */
export async function getOrganizations(call: EsignCall): Promise<Answer> {
  const organizations = await organizationsOf(call.context.db, call.user.id);
  return {
    status: 200,
    body: {
      organizations: organizations.map((organization) => ({
        id: organization.id,
        name: organization.name,
        default_account_id: organization.accounts[0].id,
        accounts: organization.accounts,
        reserved_domains: [],
      })),
      paging: {
        result_set_size: organizations.length,
        total_set_size: organizations.length,
        start_position: 0,
        end_position: Math.max(0, organizations.length - 1),
      },
    },
  };
}
