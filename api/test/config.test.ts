import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      dataDir: path.resolve('./data'),
      uploadsDir: path.resolve('./data/uploads'),
      databaseUrl: undefined,
      databasePoolSize: 20,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      payment: { gateway: 'sandbox', sessionMinutes: 30 },
      cookieSecure: 'auto',
      trustProxy: false,
      allowedOrigins: [],
      devMailbox: 'loopback',
      adminEmails: [],
      signingSecret: undefined,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/shop',
      UPLOADS_DIR: '/srv/shop-images',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DATABASE_POOL_SIZE: '40',
      PUBLIC_URL: 'https://shop.example/',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Shop <hello@shop.example>',
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'sslcommerz',
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_STORE_PASSWORD: 'secret',
      SSLCOMMERZ_API_URL: 'https://securepay.sslcommerz.com/',
      PAYMENT_SESSION_MINUTES: '45',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback',
      ALLOWED_ORIGINS: 'https://admin.shop.example, https://Partner.Example:443/',
      ADMIN_EMAILS: 'Owner@Shop.example, packer@shop.example',
      SIGNING_SECRET: 'a-signing-key-of-more-than-32-characters',
      LOW_STOCK_AT: '12',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/shop',
      uploadsDir: '/srv/shop-images',
      databaseUrl: 'postgres://shop@db:5432/shop',
      databasePoolSize: 40,
      lowStockAt: 12,
      publicUrl: 'https://shop.example',
      mailFrom: 'Shop <hello@shop.example>',
      payment: {
        gateway: 'sslcommerz',
        storeId: 'store',
        storePassword: 'secret',
        apiUrl: 'https://securepay.sslcommerz.com',
        sessionMinutes: 45,
      },
      cookieSecure: true,
      trustProxy: ['127.0.0.1', '10.0.0.0/8', 'loopback'],
      allowedOrigins: ['https://admin.shop.example', 'https://partner.example'],
      adminEmails: ['owner@shop.example', 'packer@shop.example'],
      signingSecret: 'a-signing-key-of-more-than-32-characters',
      devMailbox: undefined,
    });
  });

  it('logs JSON unless a person watches a terminal, outside production; LOG_FORMAT decides when set', () => {
    expect(loadConfig({}).logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow('LOG_FORMAT must be one of auto, json, pretty');
  });

  it('refuses a SIGNING_SECRET short enough to be guessed', () => {
    expect(() => loadConfig({ SIGNING_SECRET: 'short' })).toThrow(
      new ConfigError('SIGNING_SECRET', 'must be at least 32 printable characters without spaces'),
    );
  });

  it('refuses an ADMIN_EMAILS entry that is not an e-mail address, naming it', () => {
    expect(() => loadConfig({ ADMIN_EMAILS: 'owner@shop.example, Owner <x>' })).toThrow(
      'ADMIN_EMAILS must be comma-separated e-mail addresses (got "Owner <x>")',
    );
  });

  it('refuses TRUST_PROXY=true, which would let any client pick its address, and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^TRUST_PROXY must name the proxies, e.g. 127.0.0.1, 10.0.0.0\/8 or loopback/,
    );
  });

  it('keeps the development mailbox to loopback clients unless DEV_MAILBOX=open, and has none with SMTP', () => {
    expect(loadConfig({ DEV_MAILBOX: 'open' }).devMailbox).toBe('open');
    expect(loadConfig({ SMTP_URL: 'smtp://mail' }).devMailbox).toBeUndefined();
  });

  it('defaults SSLCommerz to its sandbox host', () => {
    const config = loadConfig({
      PAYMENT_GATEWAY: 'sslcommerz',
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_STORE_PASSWORD: 'secret',
    });
    expect(config.payment).toMatchObject({ apiUrl: 'https://sandbox.sslcommerz.com' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'shop.example' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ PAYMENT_GATEWAY: 'paypal' }, 'PAYMENT_GATEWAY'],
    [{ PAYMENT_GATEWAY: 'sslcommerz', SSLCOMMERZ_STORE_PASSWORD: 'x' }, 'SSLCOMMERZ_STORE_ID'],
    [{ PAYMENT_GATEWAY: 'sslcommerz', SSLCOMMERZ_STORE_ID: 'x' }, 'SSLCOMMERZ_STORE_PASSWORD'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ NODE_ENV: 'production' }, 'SMTP_URL'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }, 'PAYMENT_GATEWAY'],
    [{ COOKIE_SECURE: 'maybe' }, 'COOKIE_SECURE'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1,10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1,' }, 'TRUST_PROXY'],
    [{ ALLOWED_ORIGINS: 'admin.shop.example' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'https://admin.shop.example/account' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'ftp://files.shop.example' }, 'ALLOWED_ORIGINS'],
    [{ DEV_MAILBOX: 'public' }, 'DEV_MAILBOX'],
    [{ RATE_LIMIT_PER_MINUTE: '-1' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ LOW_STOCK_AT: 'few' }, 'LOW_STOCK_AT'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ PAYMENT_SESSION_MINUTES: '0' }, 'PAYMENT_SESSION_MINUTES'],
    [{ PAYMENT_SESSION_MINUTES: '1.5' }, 'PAYMENT_SESSION_MINUTES'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${variable} `));
  });
});
