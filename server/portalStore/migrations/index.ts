import type { Migration } from 'kysely';
import { sharedTablesMigration } from '@developer-center/store';
import { signups } from './0001_signups';
import { outboxTextIds } from './0002_outbox_text_ids';
import { normalisedEmails } from './0004_normalised_emails';
import { marketingEvents } from './0005_marketing_events';
import { signupCountryTopics } from './0006_signup_country_topics';
import { upstreamAnswers } from './0007_upstream_answers';

/** The portal store's migrations, in order; add a file and a line to change the schema. */
export const portalMigrations: Record<string, Migration> = {
  '0001_signups': signups,
  '0002_outbox_text_ids': outboxTextIds,
  '0003_shared_tables': sharedTablesMigration,
  '0004_normalised_emails': normalisedEmails,
  '0005_marketing_events': marketingEvents,
  '0006_signup_country_topics': signupCountryTopics,
  '0007_upstream_answers': upstreamAnswers,
};
