// `npm run db:migrate`: the stores' versioned migrations, run once and then exit (they also run
// on every start; several instances may run them at once, under the stores' migration lock).
import { migrateStores } from './app';
import { loadConfig } from './config';

migrateStores(loadConfig()).then(
  (stores) => {
    console.info(`Migrated: ${stores.join(', ')}`);
    process.exit(0);
  },
  (error: Error) => {
    console.error(`Migration failed: ${error.message}`);
    process.exit(1);
  },
);
