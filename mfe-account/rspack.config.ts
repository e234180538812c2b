import { type AppOptions, createConfig } from '../rspack.base';
import { ACCOUNT_ROUTES } from './src/exposes/contract';

export const account: AppOptions = {
  name: 'account',
  dir: __dirname,
  port: 8082,
  title: 'Shop Account (standalone)',
  exposes: {
    './Login': './src/exposes/login.tsx',
    './Otp': './src/exposes/otp.tsx',
    './Profile': './src/exposes/profile.tsx',
    './Orders': './src/exposes/orders.tsx',
    './InvoiceDetails': './src/exposes/invoice-details.tsx',
  },
  routes: ACCOUNT_ROUTES,
};

// Two production builds: the one the shell loads, and the one the shop's server renders pages with (dist/server/).
// The dev server serves the first.
export default (env: Record<string, unknown>) =>
  env.RSPACK_SERVE
    ? createConfig(account, env)
    : [createConfig(account, env), createConfig({ ...account, server: true }, env)];
