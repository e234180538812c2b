import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createSmtpMailer, type Mailer } from '../mail/mailer';
import { announceCatalogueChange } from '../operations/change-feed';
import type { ShopContext } from './command';
import { printable, printableLines } from './printable';
import { runShop } from './program';

function configuration() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${printable(error.message)}`);
    process.exit(78); // EX_CONFIG, as the server
  }
}
const config = configuration();

/** Without SMTP, mail goes to the log as the API's does: here, standard error. */
const mailToStandardError: Mailer = {
  async send(message) {
    process.stderr.write(
      `${printable(`mail to ${message.to}: ${message.subject}`)}\n${printableLines(message.text)}\n`,
    );
  },
  close() {},
};
const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : mailToStandardError;

/** `npm run shop -- <command>`: see `npm run shop -- --help`. */
const context: ShopContext = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  async withDatabase(work) {
    const database = await openDatabase(config);
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  },
  mail: { mailer, shopUrl: config.publicUrl },
  catalogueChanged: () => announceCatalogueChange(config),
};

// exitCode rather than exit(): an export written to a pipe is still flushing.
runShop(process.argv.slice(2), context).then((code) => {
  mailer.close();
  process.exitCode = code;
});
