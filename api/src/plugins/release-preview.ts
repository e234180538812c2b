/**
 * Canary and preview releases in the storefront (storefront/release-choice.ts, storefront/preview-cookie.ts): the
 * manifest a request's visitor is served, and the operators' address that starts and ends a preview in their own
 * browser: `GET /api/v1/admin/preview?checkout=1.1.0-abc` (a release's name, or a manifest URL), `?clear` to leave.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName, remoteLocation } from '../config';
import { badRequest } from '../http/errors';
import {
  PREVIEW_COOKIE,
  PREVIEW_HOURS,
  type PreviewOverrides,
  signPreview,
  verifiedPreview,
} from '../storefront/preview-cookie';
import {
  BUCKET_COOKIE,
  bucketOf,
  hasCanary,
  newBucket,
  type RemoteLines,
  releaseName,
  visitorsManifest,
} from '../storefront/release-choice';
import { checkRemoteEntry } from '../storefront/remote-check';
import { secureCookie } from './auth';
import type { RemotesManifest } from './remotes-manifest';

export const PREVIEW_PATH = '/api/v1/admin/preview';
/** A bucket is kept a year: a visitor stays on the side of a canary they were put on. */
const BUCKET_DAYS = 365;
/** A release's folder name, as `npm run release` makes them: nothing that could leave RELEASES_DIR. */
const RELEASE_NAME = /^[\w][\w.+-]*$/;

/** The slice and release a previewing visitor sees instead of the live one. */
export interface PreviewedRelease {
  remote: RemoteName;
  release: string;
}

export interface VisitorReleases {
  /** The manifest the visitor's page loads: in the page, at /remotes.json, in its policy and its server render. */
  remotes: RemotesManifest;
  /** What a visitor with no bucket and no preview gets: the releases the server renders slices' screens with. */
  stable: RemotesManifest;
  /** What the visitor previews, for the page's banner; empty for everyone else. */
  preview: PreviewedRelease[];
  /** Whether another visitor may be served another manifest now: then an answer naming it is this visitor's. */
  personal: boolean;
}

export interface ReleaseChoiceOptions {
  lines: () => Promise<RemoteLines>;
  releasesDir: string;
  /** The key preview cookies are signed with. */
  key: string;
}

/**
 * Registers the preview address and answers the function that tells a request's releases, giving the visitor a
 * bucket on the way when a canary is out and they have none yet.
 */
export function releaseChoice(app: FastifyInstance, { lines, releasesDir, key }: ReleaseChoiceOptions) {
  const cookieOptions = (request: FastifyRequest, expires: Date) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookie(app.config.cookieSecure, request),
    expires,
  });

  /**
   * A release's name or a manifest URL, as the operator gave it, to the location previewed. A build on another host
   * is checked as the shop checks a line of its remotes file: the browser would otherwise find out.
   */
  const previewLocation = async (remote: RemoteName, given: string) => {
    if (!RELEASE_NAME.test(given)) {
      let location: string;
      try {
        location = remoteLocation(remote, given);
      } catch (error) {
        throw badRequest(`${(error as Error).message} (or be the name of one of its releases)`, remote);
      }
      const check = location.startsWith('/')
        ? { ok: true as const }
        : await checkRemoteEntry(remote, location);
      if (!check.ok) throw badRequest(`${remote} at ${location} does not load: ${check.reason}`, remote);
      return location;
    }
    if (!existsSync(path.join(releasesDir, remote, given, 'mf-manifest.json'))) {
      throw badRequest(`${remote} has no release named "${given}"`, remote);
    }
    return `/releases/${remote}/${given}/mf-manifest.json`;
  };

  app.get<{ Querystring: Partial<Record<RemoteName | 'clear', string>> }>(
    PREVIEW_PATH,
    {
      schema: {
        tags: ['back office'],
        description:
          'Starts a preview in this browser: the shop is served with the given releases of slices (a release ' +
          'name, e.g. `1.1.0-4f5e6d7`, or a manifest URL) instead of the live ones, for this browser alone, until ' +
          '`?clear` (which anyone may use) or eight hours. Adds to a preview already under way. Redirects to the home page.',
        querystring: {
          type: 'object',
          properties: Object.fromEntries(
            [...REMOTE_NAMES, 'clear'].map((name) => [name, { type: 'string', maxLength: 2000 }]),
          ),
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.query.clear !== undefined) {
        reply.clearCookie(PREVIEW_COOKIE, {
          path: '/',
          secure: secureCookie(app.config.cookieSecure, request),
        });
        return reply.redirect('/', 303);
      }
      await app.requireOperator(request, reply);
      if (reply.sent) return reply;
      const chosen = await Promise.all(
        REMOTE_NAMES.flatMap((remote) => {
          const given = request.query[remote]?.trim();
          return given
            ? [previewLocation(remote, given).then((location) => [remote, location] as const)]
            : [];
        }),
      );
      if (chosen.length === 0) {
        throw badRequest(`Name at least one slice to preview: ${REMOTE_NAMES.join(', ')}`);
      }
      const overrides: PreviewOverrides = {
        ...verifiedPreview(request.cookies[PREVIEW_COOKIE], key),
        ...Object.fromEntries(chosen),
      };
      const until = new Date(Date.now() + PREVIEW_HOURS * 3_600_000);
      reply.setCookie(PREVIEW_COOKIE, signPreview(overrides, until, key), cookieOptions(request, until));
      return reply.redirect('/', 303);
    },
  );

  /** The bucket the visitor has, or a new one set in their cookie. */
  const bucketFor = (request: FastifyRequest, reply: FastifyReply) => {
    const kept = bucketOf(request.cookies[BUCKET_COOKIE]);
    if (kept !== undefined) return kept;
    const bucket = newBucket();
    const expires = new Date(Date.now() + BUCKET_DAYS * 86_400_000);
    reply.setCookie(BUCKET_COOKIE, String(bucket), cookieOptions(request, expires));
    return bucket;
  };

  return async function releasesFor(request: FastifyRequest, reply: FastifyReply): Promise<VisitorReleases> {
    const current = await lines();
    const canary = hasCanary(current);
    const overrides = verifiedPreview(request.cookies[PREVIEW_COOKIE], key) ?? {};
    const remotes = visitorsManifest(current, canary ? bucketFor(request, reply) : undefined, overrides);
    const preview = REMOTE_NAMES.flatMap((remote) => {
      const location = overrides[remote];
      return location === undefined ? [] : [{ remote, release: releaseName(location) }];
    });
    return {
      remotes,
      stable: visitorsManifest(current, undefined),
      preview,
      personal: canary || preview.length > 0,
    };
  };
}
