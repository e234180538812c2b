import type { Page, Request } from '@playwright/test';

export type RemoteName = 'catalogue' | 'account' | 'checkout' | 'backoffice';

/** Collects which remotes' entries the page fetched at run time. */
export function watchRemoteEntries(page: Page): Set<RemoteName> {
  const fetched = new Set<RemoteName>();
  page.on('request', (request: Request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/(\w+)\/remoteEntry[.\w]*\.js$/);
    if (match) fetched.add(match[1] as RemoteName);
  });
  return fetched;
}
