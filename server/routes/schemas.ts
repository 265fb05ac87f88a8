/** JSON-schema pieces the route modules share. */

/** Platform identifiers (integration keys, secrets, keys, accounts) are GUIDs (docs/behaviour.md §5). */
export const guid = { type: 'string', format: 'uuid' } as const;

/** The optional `accountId` query: the signed-in user's default account when absent. */
export const accountQuery = {
  type: 'object',
  properties: { accountId: guid },
} as const;

export interface AccountQuery {
  accountId?: string;
}
