/**
 * The monolith `npm run bench:web` measures the composed shop against: the shell's own production build (same
 * entry, page, loaders, hashes and precompression) with the remotes' screens bundled in instead of loaded through
 * Module Federation, so what differs between the two is what federation costs.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, NormalModuleReplacementPlugin } from '@rspack/core';
import { PageManifestPlugin, shellBrowserConfig } from '../../../shell/rspack.config';
import { SHOP_ROUTES } from '../../support/shop-routes';
import { screenChunk } from './registry';

export default (): Configuration => {
  const shell = shellBrowserConfig({});
  return {
    ...shell,
    output: { ...shell.output, path: path.join(__dirname, 'dist'), publicPath: '/' },
    // The shell gathers its libraries into one chunk because federation splits each shared one apart; without
    // federation rspack's own splitting applies, and the screens' libraries stay with the screens.
    optimization: { ...shell.optimization, splitChunks: undefined },
    plugins: [
      ...(shell.plugins ?? []).filter(
        (plugin) => !(plugin instanceof ModuleFederationPlugin || plugin instanceof PageManifestPlugin),
      ),
      // The server hints each route's files to the browser as it does the composed shop's remote modules,
      // and its first API requests as the slice's route list declares them.
      new PageManifestPlugin((files) =>
        SHOP_ROUTES.map(({ path, remote, module, props, signedIn, operator, data }) => ({
          path,
          files: files(screenChunk(remote, module)),
          data,
          props,
          signedIn,
          operator,
        })),
      ),
      // The only modules of the shell that find and load remotes, and read their routes.
      ...['registry', 'remotes-manifest', 'slice-routes'].map(
        (module) =>
          new NormalModuleReplacementPlugin(
            new RegExp(`shell[\\\\/]src[\\\\/]remotes[\\\\/]${module}\\.ts$`),
            path.join(__dirname, `${module}.ts`),
          ),
      ),
    ],
  };
};
