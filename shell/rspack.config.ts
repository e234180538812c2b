import type { IncomingMessage, ServerResponse } from 'node:http';
import { createConfig } from '../rspack.base';

/** The remotes manifest of a development machine: each remote on its own dev server (their rspack configs). */
const devRemotes = {
  catalogue: process.env.REMOTE_CATALOGUE_URL ?? 'http://127.0.0.1:8081/mf-manifest.json',
  account: process.env.REMOTE_ACCOUNT_URL ?? 'http://127.0.0.1:8082/mf-manifest.json',
  checkout: process.env.REMOTE_CHECKOUT_URL ?? 'http://127.0.0.1:8083/mf-manifest.json',
};

export default (env: Record<string, unknown>) =>
  createConfig(
    {
      name: 'shell',
      dir: __dirname,
      port: 8080,
      title: 'Shop',
      devServer: {
        setupMiddlewares: (middlewares) => [
          {
            name: 'remotes-manifest',
            path: '/remotes.json',
            middleware: (_request: IncomingMessage, response: ServerResponse) => {
              response.setHeader('content-type', 'application/json');
              response.end(JSON.stringify(devRemotes));
            },
          },
          ...middlewares,
        ],
      },
    },
    env,
  );
