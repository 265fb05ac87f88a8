import type { Kysely, Migration } from 'kysely';

/** The sign-up form asks for a country (two-letter code) and newsletter topics (comma-separated). */
export const signupCountryTopics: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('signups').addColumn('country', 'text').execute();
    await db.schema.alterTable('signups').addColumn('topics', 'text').execute();
  },
};
