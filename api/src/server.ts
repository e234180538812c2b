import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type CommandServer, serveShopCommands } from './cli/socket-server';
import { ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { exposedFolderMessage, makeFolderPrivate, PRIVATE_UMASK } from './db/private-folder';
import { loadEnvFile } from './env-file';
import { sweepExpired } from './maintenance';
import { reconcilePayments } from './orders/payment-results';
import { checkRequestedRefunds, refundContextOf } from './orders/refunds';
import { seedDemoCatalogue } from './seed/seed';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const RECONCILE_INTERVAL_MS = 5 * 60 * 1000;

async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  loadEnvFile();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  // Logged once the app's logger exists.
  const exposedFolders: { variable: string; folder: string; entries: number }[] = [];
  let database: Database;
  try {
    database = await openDatabase(config, (entries) =>
      exposedFolders.push({ variable: 'DATA_DIR', folder: config.dataDir, entries }),
    );
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(error.exitCode);
    }
    throw error;
  }
  const exposedUploads = makeFolderPrivate(config.uploadsDir);
  if (exposedUploads > 0) {
    exposedFolders.push({ variable: 'UPLOADS_DIR', folder: config.uploadsDir, entries: exposedUploads });
  }
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  for (const { variable, folder, entries } of exposedFolders) {
    app.log.warn({ folder, entries }, exposedFolderMessage(variable, entries));
  }

  if (config.seedDemo && (await seedDemoCatalogue(database.db))) {
    app.log.info('the catalogue was empty: seeded the demo catalogue');
  }

  const sweeper = setInterval(() => {
    sweepExpired(database.db).catch((err) => app.log.warn({ err }, 'sweeping expired sign-in data failed'));
  }, SWEEP_INTERVAL_MS).unref();
  const reconciler = setInterval(() => {
    reconcilePayments(database.db, app.gateway, app.customerMail, app.log, app.invalidateCatalogue).catch(
      (err) => app.log.warn({ err }, 'reconciling payments with the gateway failed'),
    );
    checkRequestedRefunds(refundContextOf(app), app.log).catch((err) =>
      app.log.warn({ err }, 'checking requested refunds with the gateway failed'),
    );
  }, RECONCILE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    clearInterval(reconciler);
  });

  // On the embedded database, `npm run shop` commands come to this process: no other may open the folder.
  const shopCommands: CommandServer | undefined =
    database.kind === 'pglite'
      ? await serveShopCommands({
          dataDir: config.dataDir,
          shop: {
            withDatabase: (work) => work(database.db),
            mail: app.customerMail,
            catalogueChanged: () => app.invalidateCatalogue(),
          },
          printMail: !config.smtpUrl,
          log: app.log,
        })
      : undefined;

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // Commands running finish before the database they use is closed.
    await shopCommands?.close();
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, payment: config.payment.gateway, mail: config.smtpUrl ? 'smtp' : 'log' },
    `shop API ready at http://${config.host}:${config.port}`,
  );
  if (config.devMailbox) {
    const readers = config.devMailbox === 'open' ? 'open to every client' : 'loopback clients only';
    app.log.info(`development mailbox at ${config.publicUrl}/api/dev/mailbox (${readers})`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
