/**
 * The one rspack configuration every app of the storefront builds with: the shell (host) and the four remotes.
 * Each app's rspack.config.ts calls createConfig with its name, port and exposes; everything else is decided here,
 * so the slices stay alike and the shared singletons cannot drift apart.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  type Configuration,
  CssExtractRspackPlugin,
  HtmlRspackPlugin,
  NormalModuleReplacementPlugin,
  SwcJsMinimizerRspackPlugin,
} from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { PublishedRoute } from '@shop/shared/contracts';
import CompressionPlugin from 'compression-webpack-plugin';
import { buildOrigin, describedBuild } from './build/build-info';
import { PathIndependentModuleIdsPlugin } from './build/path-independent-module-ids-plugin';
import sharedPackage from './shared/package.json';

export interface AppOptions {
  /** Module Federation container name: `shell`, or the remote's name as the remotes manifest knows it. */
  name: string;
  /** The app's folder (its `__dirname`). */
  dir: string;
  /** Dev server port, unless `{NAME}_DEV_PORT` says another (see devPort). */
  port: number;
  /** Title of the standalone page. */
  title: string;
  /** The page's `<meta name="description">`, for the one page search engines see (the shell's); none if unset. */
  description?: string;
  /** What a remote offers the shell; none for the host. */
  exposes?: Record<string, string>;
  /**
   * The builds of a remote for other sites' pages, in `dist/embed/` beside the build the shell loads: a loader at a
   * fixed address (`loader.js`: one script tag on the page) and what it loads, bundled without federation
   * (embedTagConfig), and a federated container with a runtime of its own for pages that run Module Federation.
   * Their stylesheets are handed to `insertStylesheet`, never put into the page's head, where they would style it.
   */
  embed?: { loader: string; insertStylesheet: (link: HTMLLinkElement) => void };
  /**
   * The build of a remote for the shop's server, which renders pages from the slices' server code: the same
   * `exposes` and shared modules, for Node (`target: 'async-node'`, a `commonjs-module` container), written to
   * `dist/server/` with a manifest of its own (see SERVER_DIR).
   */
  server?: boolean;
  /** Extra dev server settings (the shell serves the remotes manifest and proxies the API). */
  devServer?: Configuration['devServer'];
  /**
   * The routes a remote serves (its contract's route list): published with its build, as `metaData.routes` of its
   * `mf-manifest.json`, where the shell and the shop's server read them at run time (the server preloads each
   * route's `data` with its page). A release that adds a screen adds its route with it; the shell is not built again.
   */
  routes?: readonly PublishedRoute[];
}

/**
 * Where a remote's server build goes, inside its `dist/`. A Node host finds it from the URL the browser uses, the
 * remote's `mf-manifest.json`: its server manifest is `server/mf-manifest.json` beside it (serverManifestUrl in
 * storefront/src/slices/server-modules.ts), so one line of the remotes manifest switches a slice's browser and server
 * code together, and a release (its own folder) carries both. Module Federation's own alternative, an
 * `ssrRemoteEntry` written into the browser's manifest (Modern.js does that), would change the browser build's
 * bytes and make it wait for the server build's file names; a manifest of its own needs neither, and is one the
 * federation runtime reads as it is (`remoteEntry.type: 'commonjs-module'`, chunks found beside the entry).
 */
export const SERVER_DIR = 'server';

/** Where a remote's embeddable build goes, inside its `dist/`. */
export const EMBED_DIR = 'embed';
/**
 * The builds inside a remote's `dist/` that its browser build's cleaning leaves alone (each cleans its own, and they
 * are built at the same time): what is under `dist/embed/` and `dist/server/` (rspack asks with absolute paths).
 */
function keptBuilds(outputPath: string) {
  const kept = [EMBED_DIR, SERVER_DIR].map((dir) => path.join(outputPath, dir));
  return (file: string) => kept.some((dir) => file === dir || file.startsWith(dir + path.sep));
}
/** The embeddable build's loader, `loader.js`: unhashed, the one address other sites write into their pages. */
const EMBED_LOADER = 'loader';
/** Where the loader's chunks go, inside `dist/embed/`: apart from the federated container's beside them. */
const EMBED_TAG_DIR = 'tag';

/**
 * The two builds in `dist/embed/`: the one-tag build (embedTagConfig) owns the loader, its chunks and whatever is
 * copied beside the loader; the federated container owns the rest. Each cleans only its own files.
 */
function ownedByTagBuild(embedPath: string) {
  const tagDir = path.join(embedPath, EMBED_TAG_DIR);
  const loader = path.join(embedPath, `${EMBED_LOADER}.js`);
  return (file: string) =>
    file === tagDir ||
    file.startsWith(tagDir + path.sep) ||
    file.startsWith(loader) ||
    file.endsWith('.d.ts');
}

/** The API the dev servers proxy `/api` to, so cookies stay same-site while developing. */
export const DEV_API_URL = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The port of an app's dev server: `SHELL_DEV_PORT`, `CATALOGUE_DEV_PORT`, `ACCOUNT_DEV_PORT`,
 * `CHECKOUT_DEV_PORT` or `BACKOFFICE_DEV_PORT` when set (a machine where the usual ports are taken, a test), else the
 * app's usual one.
 */
export function devPort(name: string, usualPort: number): number {
  const variable = `${name.toUpperCase()}_DEV_PORT`;
  const value = process.env[variable];
  if (value === undefined) return usualPort;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${variable} is not a port: ${value}`);
  return port;
}

/** The federation plugin's imports of its runtime's pieces, as paths to their CommonJS builds. */
const FEDERATION_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].*\.cjs$/;

/** A package's ES module build, beside the CommonJS one `require.resolve` finds. */
const esmBuildOf = (name: string) => require.resolve(name).replace(/\.cjs$/, '.js');

/** The HTML page of every app: the shell's, and each remote's own page on its dev server. */
const PAGE_TEMPLATE = path.join(__dirname, 'build', 'index.html');

/** Where every app's React Refresh code finds the page's one runtime, in development. */
const PAGE_REFRESH_RUNTIME = path.join(__dirname, 'react-refresh-runtime.cjs');

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

/**
 * The entries of `@shop/shared` that hold state (the bus's stores, the API client's settings, antd's global
 * config, the router's context, the host's fragment loader) must be one instance for the whole page: a remote
 * built against a newer version still gets the one already running, so it guards exports newer than the shell
 * (shared/README.md). The stateless entries are shared when versions allow, and otherwise a remote brings its own
 * copy: a remote using a newer export of the UI package works under an older shell.
 */
const STATEFUL_SHARED_ENTRIES = new Set(['bus', 'api', 'antd', 'router', 'fragments']);

/**
 * Shared with every remote. antd and react-router-dom are deliberately absent: a library shared whole cannot be
 * tree-shaken, so the shared package's `antd` and `router` entries re-export only the pieces the shop uses and
 * are shared instead (antd whole is 436 KiB gzip, react-router-dom 60 KiB against 14 KiB used).
 */
function sharedModules() {
  const { version } = sharedPackage;
  // Test helpers are never part of a page.
  const ownEntries = Object.keys(sharedPackage.exports)
    .map((entry) => entry.slice(2))
    .filter((entry) => entry !== 'testing');
  return {
    react: singleton('^19.0.0'),
    'react/jsx-runtime': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    'react-dom/client': singleton('^19.0.0'),
    effector: singleton('^23.0.0'),
    'effector-react': singleton('^23.0.0'),
    'react-toastify': singleton('^11.0.0'),
    axios: singleton('^1.0.0'),
    ...Object.fromEntries(
      ownEntries.map((entry) => [
        `@shop/shared/${entry}`,
        { singleton: STATEFUL_SHARED_ENTRIES.has(entry), requiredVersion: `^${version}`, version },
      ]),
    ),
  };
}

/**
 * The storefront's pictures (the logo, the payment marks, the empty box: under 2 KiB each) go into the code as data
 * URLs. A file's URL would differ between the builds: the browser's is found at run time beside the remote's entry,
 * the server build cannot know where the browser loads it from, and a page the server rendered would then not
 * match the browser's render of it. A larger picture belongs on the API's image paths.
 */
const SVG_RULE = { test: /\.svg$/, type: 'asset/inline' };

/** The TypeScript and JSX compiler, with React Refresh on a dev server. */
function scriptRule(refresh: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // React Refresh: an edited component is swapped in place, keeping its state, without a page reload.
        // JSX compiles to the shared `react/jsx-runtime` in development too: the development runtime is not
        // shared and calls into internals only React's development build has, so a slice from a dev server
        // failed inside a running production shop ("dispatcher.getOwner is not a function").
        transform: { react: { runtime: 'automatic', development: false, refresh } },
      },
    },
    type: 'javascript/auto',
  };
}

/** The embed's stylesheets: rem is the partner page's root font size, so its lengths become pixels (the loader says why). */
const EMBED_CSS_RULE = {
  test: /\.css$/,
  use: [CssExtractRspackPlugin.loader, 'css-loader', path.join(__dirname, 'build/rem-to-px-loader.cjs')],
  type: 'javascript/auto',
};

/** The embed's stylesheets as files, each handed to `insert` (AppOptions.embed), never put into the page's head. */
function embedStylesheets(insert: (link: HTMLLinkElement) => void, prefix = '') {
  return new CssExtractRspackPlugin({
    filename: `${prefix}[name].[contenthash:8].css`,
    chunkFilename: `${prefix}[name].[contenthash:8].css`,
    insert,
  });
}

/** Precompressed copies, served as they are (no compressing per request). */
function precompressed() {
  return (['gzip', 'brotliCompress'] as const).map(
    (algorithm) =>
      new CompressionPlugin({
        algorithm,
        filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
        test: /\.(js|css|html|svg|json)$/,
        threshold: 1024,
      }),
  );
}

/**
 * The one-tag build of a remote's embed (AppOptions.embed): `loader.js` at its fixed address and what it loads, as
 * a plain bundle without Module Federation. A partner's page has no share scope to take part in, so a federated
 * build only cost there: the runtime in the loader (21 KiB gzip), and shared modules, which cannot be tree-shaken
 * (the whole of the shared package's UI entry and of react-router). The federated container beside it serves pages
 * that run Module Federation themselves (`catalogue/mount`).
 */
export function embedTagConfig(options: AppOptions): Configuration {
  if (!options.embed) throw new Error(`${options.name} has no embed`);
  const outputPath = path.join(process.env.DIST_DIR ?? path.join(options.dir, 'dist'), EMBED_DIR);
  const chunk = `${EMBED_TAG_DIR}/[name].[contenthash:8]`;
  const ownFile = ownedByTagBuild(outputPath);
  return {
    name: `${options.name}-embed-tag`,
    context: options.dir,
    mode: 'production',
    devtool: false,
    entry: { [EMBED_LOADER]: { import: options.embed.loader, filename: `${EMBED_LOADER}.js` } },
    output: {
      path: outputPath,
      // Its chunks are found beside the loader, wherever the shop serves it.
      publicPath: 'auto',
      chunkFilename: `${chunk}.js`,
      assetModuleFilename: `${EMBED_TAG_DIR}/assets/[name].[contenthash:8][ext]`,
      uniqueName: `${options.name}_embed`,
      clean: { keep: (file: string) => !ownFile(file) },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        scriptRule(false),
        EMBED_CSS_RULE,
        SVG_RULE,
        { test: /\.(png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new PathIndependentModuleIdsPlugin(),
      embedStylesheets(options.embed.insertStylesheet, `${EMBED_TAG_DIR}/`),
      ...precompressed(),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'named' },
    performance: { hints: false },
  };
}

/** The server build's container file, `remoteEntry.<hash>.js`: the federation runtime, none of the slice's code. */
const REMOTE_ENTRY = /(^|\/)remoteEntry\.[^/]*\.js$/;

/** Server code rid only of its comments; `mangle` shortens local names, functions and classes keep theirs. */
const readableServerCode = (files: { include: RegExp } | { exclude: RegExp }, mangle: boolean) =>
  new SwcJsMinimizerRspackPlugin({
    ...files,
    minimizerOptions: {
      compress: false,
      mangle: mangle && { keep_fnames: true, keep_classnames: true },
      format: { comments: false, beautify: true },
    },
  });

/** How a build for Node reads the sources: the browser build's code, its stylesheets and pictures left to that build. */
export function serverModuleRules() {
  return [
    scriptRule(false),
    // Stylesheets are the browser build's: here their imports are empty.
    { test: /\.css$/, type: 'css/auto', generator: { exportsOnly: true } },
    SVG_RULE,
    // The same file names as the browser build's, not written again.
    { test: /\.(png|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
  ];
}

/**
 * A remote's server build (AppOptions.server): its container as a CommonJS module for Node, loaded at run time by
 * the shop's server through the federation runtime as the browser loads the other build, and sharing the same
 * singletons (the server provides React; the rest is shared between the slices as in a page). Chunks are loaded
 * by `@module-federation/node`'s runtime plugin, from beside the entry, over HTTP or from disk. Not compressed, and
 * the slice's code not mangled: its size costs nothing, and a render's stack trace stays readable.
 */
function serverConfig(options: AppOptions): Configuration {
  return {
    name: `${options.name}-server`,
    context: options.dir,
    mode: 'production',
    target: 'async-node',
    devtool: false,
    entry: {},
    output: {
      path: path.join(process.env.DIST_DIR ?? path.join(options.dir, 'dist'), SERVER_DIR),
      // Not `auto`: rspack's automatic public path looks for a page's script element, and fails in Node. Left empty,
      // @module-federation/node's runtime plugin fetches a chunk from beside the entry the server loaded.
      publicPath: '',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: { rules: serverModuleRules() },
    plugins: [
      new PathIndependentModuleIdsPlugin(),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.[contenthash:8].js',
        library: { type: 'commonjs-module' },
        exposes: options.exposes,
        shared: sharedModules(),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: { additionalData: ({ stats }) => describedBuild(stats, buildOrigin(options.dir)) },
        dts: false,
      }),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'named',
      // Readable, but without comments: the unminified output names each shared module's fallback by its absolute
      // path, so the same sources built in two folders gave different files. The container's own file has its
      // local names shortened too: rspack names the federation runtime's imports after their absolute paths
      // (`_work_main_node_modules_module_federation_...`); functions and classes keep theirs, for stack traces.
      minimizer: [
        readableServerCode({ exclude: REMOTE_ENTRY }, false),
        readableServerCode({ include: REMOTE_ENTRY }, true),
      ],
    },
    performance: { hints: false },
  };
}

export function createConfig(options: AppOptions, env: Record<string, unknown> = {}): Configuration {
  if (options.server) return serverConfig(options);
  const serving = Boolean(env.RSPACK_SERVE);
  const production = !serving;
  const isHost = !options.exposes;
  // DIST_DIR: a release builds into a folder of its own (release.ts), never over the served dist/.
  const outputPath = path.join(
    process.env.DIST_DIR ?? path.join(options.dir, 'dist'),
    ...(options.embed ? [EMBED_DIR] : []),
  );

  return {
    context: options.dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    // A remote's own page is only for its dev server: in production a host loads its remote entry, never a main.
    entry: isHost || serving ? { main: './src/index.ts' } : {},
    output: {
      path: outputPath,
      // Remotes: `auto`, each finds its chunks beside its own entry, wherever a deployment puts its folder. The
      // shell's page answers every route (/details/42 too), so its scripts need an absolute path.
      publicPath: isHost ? (process.env.SHELL_PUBLIC_PATH ?? '/') : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.name,
      // The embeddable build lives inside the other one's folder: cleaning that one must leave it alone. A dev
      // server cleans nothing: when one edit compiles twice in a row, an open page still fetches the first
      // compilation's hot update after the second is written (cleaned away, it is a 404 and a full reload).
      clean: serving ? false : { keep: options.embed ? ownedByTagBuild(outputPath) : keptBuilds(outputPath) },
    },
    // `rspack dev` compiles dynamic imports lazily unless told otherwise. A remote's page is one such import (the
    // bootstrap behind the async boundary), so its first compilation holds no screen and registers the shared
    // modules with the chunks of that compilation; opening the page compiles the bootstrap, the chunks are split
    // anew, and the share scope still asks for the old ones ("Loading chunk 449 failed", a 404).
    lazyCompilation: false,
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // A production build that bundles the federation runtime (the shell, the embed) takes its ES module build
      // (below).
      ...(production &&
        (options.embed || isHost) && {
          alias: { '@module-federation/runtime': esmBuildOf('@module-federation/runtime') },
        }),
    },
    module: {
      rules: [
        scriptRule(serving),
        options.embed ? EMBED_CSS_RULE : { test: /\.css$/, type: 'css/auto' },
        SVG_RULE,
        { test: /\.(png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // React Refresh with one runtime for the page (react-refresh-runtime.cjs), set up by whichever app loads first:
      // the shell in the composed shop, the remote on its own page.
      ...(serving
        ? [
            new ReactRefreshRspackPlugin({
              library: 'shop',
              exclude: [/[\\/]node_modules[\\/]/, PAGE_REFRESH_RUNTIME],
            }),
            new NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, PAGE_REFRESH_RUNTIME),
          ]
        : []),
      // A remote's own page is its standalone mode, a dev-server affair: its production build is only loaded by
      // a host, which provides the federation runtime.
      ...(isHost || serving
        ? [
            new HtmlRspackPlugin({
              // One page for every app (build/index.html), told apart by its parameters.
              template: PAGE_TEMPLATE,
              title: options.title,
              templateParameters: { description: options.description ?? '' },
              // The remote entry is loaded by the runtime, never by a script tag.
              excludeChunks: isHost ? [] : [options.name],
              // A remote's standalone page on its dev server is at the server's root: its scripts are found from
              // there at any address, `/admin/orders` too (relative to the page they would be looked for under
              // `/admin/`).
              ...(serving && !isHost ? { publicPath: '/' } : {}),
            }),
          ]
        : []),
      new PathIndependentModuleIdsPlugin(),
      // The federation plugin imports its runtime's CommonJS builds, in which nothing is tree-shaken: every remote
      // entry carried the code for loading remotes, which remotes never do (`disableRemote`), and every build the
      // parts of the SDK it never calls. The ES module builds throughout (here, and the alias above) let those drop
      // out: remote entries 15-16 -> 9.7-10 KiB gzip, the shell's main 33.6 -> 27.5, the embed's loader 35.6 -> 21.8.
      ...(production
        ? [
            new NormalModuleReplacementPlugin(FEDERATION_CJS, (resource) => {
              resource.request = resource.request.replace(/\.cjs$/, '.js');
            }),
          ]
        : []),
      new ModuleFederationPlugin({
        name: options.name,
        // A hashed entry can be cached for a year: only the small mf-manifest.json that names it is revalidated.
        ...(isHost
          ? {}
          : {
              filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
              exposes: options.exposes,
            }),
        shared: sharedModules(),
        manifest: {
          additionalData: ({ stats }) => {
            const described = describedBuild(stats, buildOrigin(options.dir));
            // Other sites' pages route the embed themselves.
            const routes = options.embed ? undefined : options.routes;
            return routes ? { ...described, metaData: { ...described.metaData, routes } } : described;
          },
        },
        dts: false,
        // The federation runtime ships once, with the shell; a remote's production entry uses the shell's copy,
        // unless other sites embed it. Dev servers keep it in each remote, so a remote still runs alone. Remotes
        // load no remotes themselves: a slice that starts to must drop `disableRemote` and `disableSnapshot`.
        experiments: !production
          ? {}
          : isHost
            ? { provideExternalRuntime: true, optimization: { target: 'web' } }
            : {
                externalRuntime: !options.embed,
                optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
              },
      }),
      ...(options.embed ? [embedStylesheets(options.embed.insertStylesheet)] : []),
      ...(production ? precompressed() : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'named',
      // The shell's async chunks are the bootstrap and the shared modules it provides, all needed at start but
      // react-toastify, which loads after the first paint (shell/src/app/toaster.tsx) in a chunk of its own. Left to
      // itself rspack gives each library its own chunk: 14 requests, each compressed alone. In one chunk they
      // compress together (5 KiB gzip less). The bootstrap stays apart: merged in, the shell never started.
      ...(isHost && production
        ? {
            splitChunks: {
              cacheGroups: {
                libraries: {
                  test: /[\\/](node_modules[\\/](?!react-toastify[\\/])|shared[\\/]src[\\/])/,
                  name: 'libraries',
                  chunks: 'async',
                  enforce: true,
                },
              },
            },
          }
        : {}),
    },
    performance: { hints: false },
    devServer: {
      port: devPort(options.name, options.port),
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
