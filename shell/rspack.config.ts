import type { IncomingMessage, ServerResponse } from 'node:http';
import { createConfig, devPort } from '../rspack.base';

const devServerManifest = (name: string, usualPort: number) =>
  `http://127.0.0.1:${devPort(name, usualPort)}/mf-manifest.json`;

/** The remotes manifest of a development machine: each remote on its own dev server (their rspack configs). */
const devRemotes = {
  catalogue: process.env.REMOTE_CATALOGUE_URL ?? devServerManifest('catalogue', 8081),
  account: process.env.REMOTE_ACCOUNT_URL ?? devServerManifest('account', 8082),
  checkout: process.env.REMOTE_CHECKOUT_URL ?? devServerManifest('checkout', 8083),
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
