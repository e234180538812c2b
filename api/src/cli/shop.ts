import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { ShopContext } from './command';
import { runShop } from './program';

/** `npm run shop -- <command>`: see `npm run shop -- --help`. */
const context: ShopContext = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  async withDatabase(work) {
    const database = await openDatabase(loadConfig());
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  },
};

// exitCode rather than exit(): an export written to a pipe is still flushing.
runShop(process.argv.slice(2), context).then((code) => {
  process.exitCode = code;
});
