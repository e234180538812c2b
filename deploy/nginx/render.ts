/**
 * Renders shop.conf.template into an nginx configuration: `npx tsx deploy/nginx/render.ts --listen 443
 * --server-name shop.example --certificate /etc/ssl/shop.crt --key /etc/ssl/shop.key --storefront-dir /srv/shop
 * --storefront 127.0.0.1:3101 --storefront 127.0.0.1:3102 --api 127.0.0.1:3001 --api 127.0.0.1:3002
 * --cache-dir /var/cache/nginx/shop > shop.conf`.
 * The fleet (deploy/fleet.ts) renders the same template through renderNginxConfig.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const TEMPLATE = path.join(__dirname, 'shop.conf.template');
/** The placeholders of the upstreams' server lines, each repeated for every replica of its tier. */
const API_ADDRESS = '$' + '{SHOP_API_ADDRESS}';
const STOREFRONT_ADDRESS = '$' + '{SHOP_STOREFRONT_ADDRESS}';

export interface NginxSite {
  /** What follows `listen`: a port, or address:port (TLS on it). */
  listen: string;
  serverName: string;
  /** The TLS certificate (chain) and its key, as files. */
  tls: { certificate: string; key: string };
  /** host:port of each API replica. */
  apiAddresses: string[];
  /** host:port of each storefront replica. */
  storefrontAddresses: string[];
  /** The folder holding mfe-{catalogue,account,checkout,backoffice}/dist (the repository, once built). */
  storefrontDir: string;
  /** Where nginx keeps the pages it shares (writable by its workers). */
  cacheDir: string;
}

export function renderNginxConfig(site: NginxSite): string {
  if (site.apiAddresses.length === 0) throw new Error('an upstream needs at least one API replica');
  if (site.storefrontAddresses.length === 0)
    throw new Error('an upstream needs at least one storefront replica');
  const values: Record<string, string> = {
    SHOP_LISTEN: site.listen,
    SHOP_SERVER_NAME: site.serverName,
    SHOP_TLS_CERTIFICATE: path.resolve(site.tls.certificate),
    SHOP_TLS_KEY: path.resolve(site.tls.key),
    SHOP_STOREFRONT_DIR: path.resolve(site.storefrontDir),
    SHOP_CACHE_DIR: path.resolve(site.cacheDir),
  };
  const repeated: [string, string[]][] = [
    [API_ADDRESS, site.apiAddresses],
    [STOREFRONT_ADDRESS, site.storefrontAddresses],
  ];
  return readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const [placeholder, addresses] = repeated.find(([name]) => line.includes(name)) ?? [];
      return placeholder ? (addresses ?? []).map((address) => line.replace(placeholder, address)) : [line];
    })
    .join('\n')
    .replace(/\$\{(SHOP_[A-Z_]+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`${TEMPLATE} names \${${name}}, which nothing fills in`);
      return value;
    });
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '443' },
      'server-name': { type: 'string', default: '_' },
      certificate: { type: 'string', default: '/etc/ssl/certs/shop.crt' },
      key: { type: 'string', default: '/etc/ssl/private/shop.key' },
      'storefront-dir': { type: 'string', default: path.join(__dirname, '..', '..') },
      'cache-dir': { type: 'string', default: '/var/cache/nginx/shop' },
      storefront: { type: 'string', multiple: true, default: ['127.0.0.1:3101', '127.0.0.1:3102'] },
      api: {
        type: 'string',
        multiple: true,
        default: ['127.0.0.1:3001', '127.0.0.1:3002', '127.0.0.1:3003'],
      },
    },
  });
  process.stdout.write(
    renderNginxConfig({
      listen: values.listen,
      serverName: values['server-name'],
      tls: { certificate: values.certificate, key: values.key },
      apiAddresses: values.api,
      storefrontAddresses: values.storefront,
      storefrontDir: values['storefront-dir'],
      cacheDir: values['cache-dir'],
    }),
  );
}
