import { osUserName } from '../audit/audit-log';
import { type Config, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { exposedFolderMessage, PRIVATE_UMASK } from '../db/private-folder';
import { loadEnvFile } from '../env-file';
import { createSmtpMailer, type Mailer } from '../mail/mailer';
import { announceCatalogueChange } from '../operations/change-feed';
import type { ShopContext } from './command';
import { printable, printedMail } from './printable';
import { runShop } from './program';
import { forwardToRunningShop } from './socket-client';
import { commandSocketPath } from './socket-server';

function configuration() {
  loadEnvFile();
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${printable(error.message)}`);
    process.exit(78); // EX_CONFIG, as the server
  }
}

const output: Pick<ShopContext, 'out' | 'err'> = {
  out: (text) => {
    process.stdout.write(text);
  },
  err: (text) => {
    process.stderr.write(text);
  },
};

/** The command run in this process, on the configured database. */
async function runHere(args: string[], config: Config, where: { cwd: string; user: string }) {
  // Without SMTP, mail goes to the log as the API's does: here, standard error.
  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : { send: async (message) => output.err(printedMail(message)), close() {} };
  const context: ShopContext = {
    ...output,
    ...where,
    async withDatabase(work) {
      const database = await openDatabase(config, (entries) =>
        output.err(`${exposedFolderMessage('DATA_DIR', entries)}.\n`),
      );
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    },
    mail: { mailer, shopUrl: config.publicUrl },
    catalogueChanged: () => announceCatalogueChange(config),
  };
  try {
    return await runShop(args, context);
  } finally {
    mailer.close();
  }
}

/**
 * `npm run shop -- <command>`: see `npm run shop -- --help`. On the embedded database, a shop running on the data
 * folder holds it, so the command goes to that shop, which runs it with the same output and exit code.
 */
async function main(): Promise<number> {
  // What it writes (the data folder, exports of customers' data) is this OS user's alone, as the server's.
  process.umask(PRIVATE_UMASK);
  const config = configuration();
  const args = process.argv.slice(2);
  const where = { cwd: process.cwd(), user: osUserName() };
  const answered = config.databaseUrl
    ? undefined
    : await forwardToRunningShop(commandSocketPath(config.dataDir), { args, ...where }, output);
  return answered ?? runHere(args, config, where);
}

// exitCode rather than exit(): an export written to a pipe is still flushing.
main().then((code) => {
  process.exitCode = code;
});
