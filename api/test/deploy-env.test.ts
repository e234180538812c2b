import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { loadConfig } from '../src/config';

// The fleet's example environment (deploy/), as the systemd unit shop-api@3001 starts a replica with it.
const example = path.join(__dirname, '..', '..', 'deploy', 'shop-api.env.example');

describe('deploy/shop-api.env.example', () => {
  it('starts a production replica behind the local nginx, sharing PostgreSQL, Redis and the uploads folder', () => {
    const config = loadConfig({ ...parseEnv(readFileSync(example, 'utf8')), PORT: '3001' });
    expect(config).toMatchObject({
      port: 3001,
      host: '127.0.0.1',
      nodeEnv: 'production',
      trustProxy: ['loopback'],
      databaseUrl: expect.stringMatching(/^postgres:/),
      redisUrl: expect.stringMatching(/^redis:/),
      payment: { gateway: 'sslcommerz' },
      devMailbox: undefined,
      uploadsDir: '/var/lib/shop/uploads',
      logFormat: 'json',
    });
  });
});
