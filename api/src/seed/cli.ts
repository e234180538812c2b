import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { exposedFolderMessage, PRIVATE_UMASK } from '../db/private-folder';
import { seedDemoCatalogue } from './seed';

/** `npm run seed`: the demo catalogue into the configured database, if it has no catalogue yet. */
async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const database = await openDatabase(config, (entries) =>
    console.error(`${exposedFolderMessage('DATA_DIR', entries)}.`),
  );
  try {
    if (await seedDemoCatalogue(database.db)) {
      console.log(`Seeded the demo catalogue into the ${database.kind} database.`);
    } else {
      console.log('The database already has a catalogue; nothing was changed.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof DataDirInUseError ? error.exitCode : 1);
});
