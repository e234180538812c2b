import closeWithGrace from 'close-with-grace';
import { buildStorefront } from './app';
import { ConfigError, loadStorefrontConfig } from './config';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadStorefrontConfig>;
  try {
    config = loadStorefrontConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const app = await buildStorefront({ config });
  // The shop is not ready before its API is: the first pages would come without their data.
  await app.apiAnswers();
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ api: config.apiUrls }, `shop ready at ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
