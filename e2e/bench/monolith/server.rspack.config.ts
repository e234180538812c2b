/**
 * The monolith's server build (./server-page.ts): one CommonJS file for Node, the shell and every screen inside,
 * written to `dist-server/page.js`. React and react-dom stay outside, so the renderer that loads it renders its
 * elements with its own React, as it does the federated shell's (which the storefront gives React to).
 */
import path from 'node:path';
import { type Configuration, NormalModuleReplacementPlugin } from '@rspack/core';
import { serverModuleRules } from '../../../rspack.base';

const REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'react-dom/static'];

export default (): Configuration => ({
  name: 'monolith-server',
  context: __dirname,
  mode: 'production',
  target: 'node',
  devtool: false,
  entry: { page: './server-page.ts' },
  output: {
    path: path.join(__dirname, 'dist-server'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    // The screens' lazy imports in the same file: a server has no page to load chunks into.
    asyncChunks: false,
    clean: true,
  },
  externals: Object.fromEntries(REACT.map((name) => [name, `commonjs ${name}`])),
  resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
  module: { rules: serverModuleRules() },
  plugins: [
    // The modules of the shell that find and load remotes, and read their routes, as in the browser's monolith.
    ...['registry', 'remotes-manifest', 'slice-routes'].map(
      (module) =>
        new NormalModuleReplacementPlugin(
          new RegExp(`shell[\\\\/]src[\\\\/]remotes[\\\\/]${module}\\.ts$`),
          path.join(__dirname, `${module}.ts`),
        ),
    ),
  ],
  // Readable stack traces; its size costs a server nothing.
  optimization: { minimize: false },
  performance: { hints: false },
});
