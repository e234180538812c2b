import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StaticHost {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The requests it answered, as `METHOD /path`. */
  asked: string[];
  close(): Promise<void>;
}

/**
 * A static host on loopback, such as a CDN a slice is published to: each path answers 200 with its file, and each
 * of `redirects` a 302 to its address.
 */
export async function staticHost(
  files: Record<string, string>,
  redirects: Record<string, string> = {},
): Promise<StaticHost> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const moved = redirects[request.url ?? ''];
    if (moved !== undefined) return void response.writeHead(302, { location: moved }).end();
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200).end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
