/**
 * Renders shop.conf.template into an nginx configuration: `npx tsx deploy/nginx/render.ts --listen 80
 * --server-name shop.example --storefront /srv/shop --api 127.0.0.1:3001 --api 127.0.0.1:3002 > shop.conf`.
 * The fleet test and `npm run bench:fleet` render the same template through renderNginxConfig.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const TEMPLATE = path.join(__dirname, 'shop.conf.template');
/** The remotes manifest behind nginx: every slice on the shop's own origin, under /remotes/{name}/. */
export const STATIC_REMOTES_FILE = path.join(__dirname, 'remotes.json');

/** The placeholder of the upstream's server line, which is repeated for each replica. */
const API_ADDRESS = '$' + '{SHOP_API_ADDRESS}';

export interface NginxSite {
  /** What follows `listen`: a port, or address:port. */
  listen: string;
  serverName: string;
  /** host:port of each API replica. */
  apiAddresses: string[];
  /** The folder holding shell/dist and mfe-{catalogue,account,checkout,backoffice}/dist (the repository, once built). */
  storefrontDir: string;
  remotesFile?: string;
}

export function renderNginxConfig(site: NginxSite): string {
  if (site.apiAddresses.length === 0) throw new Error('an upstream needs at least one API replica');
  const values: Record<string, string> = {
    SHOP_LISTEN: site.listen,
    SHOP_SERVER_NAME: site.serverName,
    SHOP_STOREFRONT_DIR: path.resolve(site.storefrontDir),
    SHOP_REMOTES_FILE: path.resolve(site.remotesFile ?? STATIC_REMOTES_FILE),
  };
  return readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .flatMap((line) =>
      line.includes(API_ADDRESS)
        ? site.apiAddresses.map((address) => line.replace(API_ADDRESS, address))
        : [line],
    )
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
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '_' },
      storefront: { type: 'string', default: path.join(__dirname, '..', '..') },
      'remotes-file': { type: 'string' },
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
      apiAddresses: values.api,
      storefrontDir: values.storefront,
      remotesFile: values['remotes-file'],
    }),
  );
}
