// A page of somebody else's site, built on its own: it loads the catalogue from the shop at run time.
import path from 'node:path';
import { type Configuration, HtmlRspackPlugin } from '@rspack/core';

const config: Configuration = {
  context: __dirname,
  mode: 'production',
  entry: { main: './src/index.ts' },
  output: { path: path.join(__dirname, 'dist'), publicPath: 'auto', clean: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      { test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } },
    ],
  },
  plugins: [new HtmlRspackPlugin({ template: path.join(__dirname, 'src', 'index.html') })],
};

export default config;
