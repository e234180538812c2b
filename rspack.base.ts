/**
 * The one rspack configuration every app of the storefront builds with: the shell (host) and the three remotes.
 * Each app's rspack.config.ts calls createConfig with its name, port and exposes; everything else is decided here,
 * so the slices stay alike and the shared singletons cannot drift apart.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, HtmlRspackPlugin } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import sharedPackage from './shared/package.json';

export interface AppOptions {
  /** Module Federation container name: `shell`, or the remote's name as the remotes manifest knows it. */
  name: string;
  /** The app's folder (its `__dirname`). */
  dir: string;
  /** Dev server port. */
  port: number;
  /** Title of the standalone page. */
  title: string;
  /** What a remote offers the shell; none for the host. */
  exposes?: Record<string, string>;
  /** A remote other sites embed: it carries its own federation runtime, as their pages have none to lend. */
  embeddable?: boolean;
  /** Extra dev server settings (the shell serves the remotes manifest and proxies the API). */
  devServer?: Configuration['devServer'];
}

/** The API the dev servers proxy `/api` to, so cookies stay same-site while developing. */
export const DEV_API_URL = process.env.API_URL ?? 'http://127.0.0.1:3000';

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

/**
 * Shared as single instances across the host and every remote. antd is deliberately absent: the shared package's
 * `antd` entry re-exports only the components the shop uses and is shared instead (the whole library is 436 KiB
 * gzip). Each entry of `@shop/shared` is a contract between slices: see shared/README.md.
 */
function sharedModules() {
  const sharedVersion = `^${sharedPackage.version}`;
  const ownEntries = Object.keys(sharedPackage.exports).map((entry) => `@shop/shared/${entry.slice(2)}`);
  return {
    react: singleton('^19.0.0'),
    'react/jsx-runtime': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    'react-dom/client': singleton('^19.0.0'),
    'react-router-dom': singleton('^7.0.0'),
    effector: singleton('^23.0.0'),
    'effector-react': singleton('^23.0.0'),
    'react-toastify': singleton('^11.0.0'),
    axios: singleton('^1.0.0'),
    ...Object.fromEntries(
      ownEntries.map((entry) => [entry, { ...singleton(sharedVersion), version: sharedPackage.version }]),
    ),
  };
}

export function createConfig(options: AppOptions, env: Record<string, unknown> = {}): Configuration {
  const serving = Boolean(env.RSPACK_SERVE);
  const production = !serving;
  const isHost = !options.exposes;

  return {
    context: options.dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      // Remotes: `auto`, each finds its chunks beside its own entry, wherever a deployment puts its folder. The
      // shell's page answers every route (/details/42 too), so its scripts need an absolute path.
      publicPath: isHost ? (process.env.SHELL_PUBLIC_PATH ?? '/') : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // A remote's own page is its standalone mode, a dev-server affair: its production build is only loaded by
      // a host, which provides the federation runtime.
      ...(isHost || serving
        ? [
            new HtmlRspackPlugin({
              template: path.join(options.dir, 'src', 'index.html'),
              title: options.title,
              // The remote entry is loaded by the runtime, never by a script tag.
              excludeChunks: isHost ? [] : [options.name],
            }),
          ]
        : []),
      new ModuleFederationPlugin({
        name: options.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: options.exposes }),
        shared: sharedModules(),
        manifest: true,
        dts: false,
        // The federation runtime ships once, with the shell; a remote's production entry uses the shell's copy,
        // unless other sites embed it. Dev servers keep it in each remote, so a remote still runs alone.
        experiments: !production
          ? {}
          : isHost
            ? { provideExternalRuntime: true }
            : { externalRuntime: !options.embeddable },
      }),
      // Precompressed copies, served as they are (no compressing per request).
      ...(production
        ? (['gzip', 'brotliCompress'] as const).map(
            (algorithm) =>
              new CompressionPlugin({
                algorithm,
                filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
                test: /\.(js|css|html|svg|json)$/,
                threshold: 1024,
              }),
          )
        : []),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    devServer: {
      port: options.port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      // Remotes are fetched by a shell on another port.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: DEV_API_URL }],
      client: { overlay: { warnings: false } },
      ...options.devServer,
    },
  };
}
