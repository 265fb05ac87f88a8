import type { Kysely, Migration } from 'kysely';

/**
 * The platform's sign-in session: a browser that signed in once keeps a session (its cookie's
 * secret stored hashed, with an expiry), so a later authorization request of a key the user
 * already consented to goes straight back with a code. Codes and tokens remember the session
 * they came from, so revoking a token signs that browser out.
 */
export const oauthSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oauth_sessions')
      .addColumn('session_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .execute();
    await db.schema
      .createTable('oauth_consents')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (c) =>
        c.notNull().references('applications.client_id').onDelete('cascade'),
      )
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('oauth_consents_pk', ['user_id', 'client_id'])
      .execute();
    await db.schema.alterTable('auth_codes').addColumn('session_hash', 'text').execute();
    await db.schema.alterTable('tokens').addColumn('session_hash', 'text').execute();
  },
};
