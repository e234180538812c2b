import type { IncomingMessage, ServerResponse } from 'node:http';
import { Compilation, type Compiler, sources } from '@rspack/core';
import type { ScreenRequest } from '@shop/shared/contracts';
import { type AppOptions, createConfig, devPort } from '../rspack.base';

/** The chunk src/index.ts names for its bootstrap import. */
const BOOTSTRAP_CHUNK = 'bootstrap';

const devServerManifest = (name: string, usualPort: number) =>
  `http://127.0.0.1:${devPort(name, usualPort)}/mf-manifest.json`;

/** The remotes manifest of a development machine: each remote on its own dev server (their rspack configs). */
const devRemotes = {
  catalogue: process.env.REMOTE_CATALOGUE_URL ?? devServerManifest('catalogue', 8081),
  account: process.env.REMOTE_ACCOUNT_URL ?? devServerManifest('account', 8082),
  checkout: process.env.REMOTE_CHECKOUT_URL ?? devServerManifest('checkout', 8083),
  backoffice: process.env.REMOTE_BACKOFFICE_URL ?? devServerManifest('backoffice', 8084),
};

/** A route of `page.json` in a build with the screens inside: the screen's own files and first API requests. */
export interface PageRoute {
  path: string;
  signedIn?: boolean;
  operator?: boolean;
  files: string[];
  data?: ScreenRequest[];
  props?: Record<string, unknown>;
}

/**
 * `page.json` beside the page, for the server that serves it to tell the browser at once what the page will ask
 * for one step after another (storefront/src/pages/hints.ts): the files the shell starts with (its bootstrap, behind
 * the entry's async boundary) and, in a build with the screens inside (the benchmark's monolith), each route's
 * files. The shell lists no routes: the slices publish theirs (src/app/route-table.ts).
 */
export class PageManifestPlugin {
  constructor(private readonly routes: (files: (chunkName: string) => string[]) => PageRoute[] = () => []) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { publicPath } = compilation.outputOptions;
          const files = (chunkName: string) =>
            (compilation.namedChunkGroups.get(chunkName)?.getFiles() ?? []).map(
              (file) => `${publicPath}${file}`,
            );
          const page = { startup: files(BOOTSTRAP_CHUNK), routes: this.routes(files) };
          compilation.emitAsset('page.json', new sources.RawSource(`${JSON.stringify(page)}\n`));
        },
      );
    });
  }
}

const shell: AppOptions = {
  name: 'shell',
  dir: __dirname,
  port: 8080,
  title: 'Shop',
  description: 'Shop: electronics, fashion and home goods, delivered.',
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
};

/**
 * The shell for the shop's server (dist/server/): a container like the slices' server builds, exposing the page the
 * server renders (src/server/page.tsx), and providing the shared modules the slices' server code uses.
 */
export const shellServer: AppOptions = {
  ...shell,
  exposes: { './page': './src/server/page.tsx' },
  server: true,
};

/** The shell's browser build, with the page manifest the server hints from. */
export function shellBrowserConfig(env: Record<string, unknown>) {
  const config = createConfig(shell, env);
  config.plugins?.push(new PageManifestPlugin());
  return config;
}

// Two production builds: the browser's, and the server's it renders pages with (dist/server/).
export default (env: Record<string, unknown>) =>
  env.RSPACK_SERVE ? shellBrowserConfig(env) : [shellBrowserConfig(env), createConfig(shellServer, env)];
