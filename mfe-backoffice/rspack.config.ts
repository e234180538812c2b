import { type AppOptions, createConfig } from '../rspack.base';
import { BACKOFFICE_ROUTES } from './src/exposes/contract';

/**
 * The back office: the operators' screens under /admin. Only its browser build exists: its pages are an operator's
 * alone, rendered in the browser (the shop's server sends them the frame), and no crawler or phone on a slow line
 * opens them.
 */
export const backoffice: AppOptions = {
  name: 'backoffice',
  dir: __dirname,
  port: 8084,
  title: 'Shop Back Office (standalone)',
  exposes: {
    './BackOffice': './src/exposes/back-office.tsx',
  },
  routes: BACKOFFICE_ROUTES,
};

export default (env: Record<string, unknown>) => createConfig(backoffice, env);
