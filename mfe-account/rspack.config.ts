import { createConfig } from '../rspack.base';

export default (env: Record<string, unknown>) =>
  createConfig(
    {
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
    },
    env,
  );
