import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { loadStorefrontConfig } from '../src/config';

// The fleet's example environment (deploy/), as the systemd unit shop-storefront@3101 starts a replica with it.
const example = path.join(__dirname, '..', '..', 'deploy', 'shop-storefront.env.example');

describe('deploy/shop-storefront.env.example', () => {
  it('starts a production replica behind the local nginx, calling every API replica, no /api/ of its own', () => {
    const config = loadStorefrontConfig({ ...parseEnv(readFileSync(example, 'utf8')), PORT: '3101' });
    expect(config).toMatchObject({
      port: 3101,
      host: '127.0.0.1',
      nodeEnv: 'production',
      trustProxy: ['loopback'],
      apiUrls: ['http://127.0.0.1:3001', 'http://127.0.0.1:3002', 'http://127.0.0.1:3003'],
      proxyApi: false,
      dir: '/srv/shop',
      remotesFile: '/var/lib/shop/remotes.json',
      signingSecret: expect.any(String),
      logFormat: 'json',
    });
  });
});
