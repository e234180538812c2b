/**
 * Canary and preview releases in the storefront (choice.ts, preview-cookie.ts): the manifest a request's visitor is
 * served, and the operators' address that starts and ends a preview in their own browser:
 * `GET /releases/preview?checkout=1.1.0-abc` (a release's name, or a manifest URL), `?clear` to leave.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '../config';
import type { VisitorSession } from '../api/session';
import { failure } from '../http/failure';
import {
  PREVIEW_HOURS,
  type PreviewOverrides,
  type PreviewRules,
  RELEASE_NAME,
  releaseLocation,
  signPreview,
  verifiedPreview,
} from './preview-cookie';
import {
  BUCKET_COOKIE,
  bucketOf,
  hasCanary,
  newBucket,
  type RemoteLines,
  releaseName,
  visitorsManifest,
} from './choice';
import { checkRemoteEntry } from './remote-check';
import { clearCookiePair, cookieName, PREVIEW_COOKIES, secureCookie } from '@shop/shared/server';
import type { RemotesManifest } from './remotes-manifest';

export const PREVIEW_PATH = '/releases/preview';
/** A bucket is kept a year: a visitor stays on the side of a canary they were put on. */
const BUCKET_DAYS = 365;
/**
 * A build on a listed origin is checked where it is: a redirect elsewhere is a failure, not followed, so the check
 * asks nothing of an address the list does not name.
 */
const fetchWithoutRedirects: typeof fetch = (input, init) => fetch(input, { ...init, redirect: 'manual' });

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
  /** Origins a preview may load a build from, besides the releases (PREVIEW_ORIGINS). */
  previewOrigins: string[];
  cookieSecure: 'auto' | boolean;
  /** The request's session, as the API knows it. */
  sessionOf: (request: FastifyRequest) => VisitorSession;
}

/**
 * Whether a request was started by another site (Fetch Metadata, or without it an Origin naming another host): a
 * link elsewhere must not start a preview in an operator's browser.
 */
function isFromOtherSite({ headers }: FastifyRequest): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (headers.origin === undefined) return false;
  return URL.parse(headers.origin)?.host !== headers.host;
}

/** A refusal of the preview address, saying which rule failed and nothing of what an address answered. */
class PreviewRefused extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PreviewRefused';
  }
}

/**
 * Registers the preview address and answers the function that tells a request's releases, giving the visitor a
 * bucket on the way when a canary is out and they have none yet.
 */
export function releaseChoice(
  app: FastifyInstance,
  { lines, releasesDir, key, previewOrigins, cookieSecure, sessionOf }: ReleaseChoiceOptions,
) {
  const rules: PreviewRules = { origins: previewOrigins };
  const secure = (request: FastifyRequest) => secureCookie(cookieSecure, request);
  const cookieOptions = (request: FastifyRequest, expires: Date) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secure(request),
    expires,
  });
  const previewCookie = (request: FastifyRequest) => cookieName(PREVIEW_COOKIES, secure(request));

  /**
   * The preview the request's cookie names, while the session it was made in is live and still an operator's:
   * the cookie alone previews nothing.
   */
  const previewOf = async (request: FastifyRequest): Promise<PreviewOverrides | undefined> => {
    const session = sessionOf(request);
    const overrides = verifiedPreview(request.cookies[previewCookie(request)], {
      key,
      sessionToken: session.token,
      rules,
    });
    if (!overrides) return undefined;
    return (await session.operator()) ? overrides : undefined;
  };

  /**
   * A release's name or a manifest URL, as the operator gave it, to the location previewed. One refusal per rule,
   * saying which failed and nothing of what the address answered.
   */
  const previewLocation = async (remote: RemoteName, given: string) => {
    if (RELEASE_NAME.test(given)) {
      if (!existsSync(path.join(releasesDir, remote, given, 'mf-manifest.json'))) {
        throw new PreviewRefused(`${remote} has no release named "${given}"`, remote);
      }
      return releaseLocation(remote, given);
    }
    const url = URL.parse(given);
    if (url === null || !['http:', 'https:'].includes(url.protocol) || !previewOrigins.includes(url.origin)) {
      throw new PreviewRefused(
        `${remote} can be previewed from one of its releases, by name, or from a manifest URL on an origin ` +
          'that PREVIEW_ORIGINS lists',
        remote,
      );
    }
    const check = await checkRemoteEntry(remote, url.href, fetchWithoutRedirects);
    if (!check.ok)
      throw new PreviewRefused(`${remote} at ${url.href} is not a build of ${remote} that loads`, remote);
    return url.href;
  };

  // Starts a preview in this browser: the shop is served with the given releases of slices (a release name, e.g.
  // `1.1.0-4f5e6d7`, or a manifest URL on an origin PREVIEW_ORIGINS lists) instead of the live ones, for this session
  // alone, while it is an operator's, until `?clear` (which anyone may use), sign-out or an hour. Adds to a preview
  // under way and renews it. Redirects to the home page.
  app.get<{ Querystring: Partial<Record<RemoteName | 'clear', string>> }>(
    PREVIEW_PATH,
    {
      schema: {
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
        clearCookiePair(request, reply, PREVIEW_COOKIES, secure(request));
        return reply.redirect('/', 303);
      }
      if (isFromOtherSite(request)) {
        return reply.code(403).send(failure('Requests from other sites are not allowed here', 'CROSS_SITE'));
      }
      const session = sessionOf(request);
      if (!(await session.signedIn())) return reply.code(401).send(failure('Please sign in', 'SIGN_IN_REQUIRED'));
      if (!(await session.operator())) {
        return reply.code(403).send(failure('This is for the people who run the shop', 'FORBIDDEN'));
      }
      let chosen: (readonly [RemoteName, string])[];
      try {
        chosen = await Promise.all(
          REMOTE_NAMES.flatMap((remote) => {
            const given = request.query[remote]?.trim();
            return given
              ? [previewLocation(remote, given).then((location) => [remote, location] as const)]
              : [];
          }),
        );
        if (chosen.length === 0) {
          throw new PreviewRefused(`Name at least one slice to preview: ${REMOTE_NAMES.join(', ')}`);
        }
      } catch (error) {
        if (!(error instanceof PreviewRefused)) throw error;
        return reply.code(400).send(failure(error.message, 'VALIDATION', error.field));
      }
      const overrides: PreviewOverrides = { ...(await previewOf(request)), ...Object.fromEntries(chosen) };
      const until = new Date(Date.now() + PREVIEW_HOURS * 3_600_000);
      const signed = signPreview(overrides, until, session.token as string, key);
      reply.setCookie(previewCookie(request), signed, cookieOptions(request, until));
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
    // No canary out: a bucket chooses nothing, and the edge serves its kept pages only to visitors without one.
    if (!canary && request.cookies[BUCKET_COOKIE] !== undefined) {
      reply.clearCookie(BUCKET_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request) });
    }
    const overrides = (await previewOf(request)) ?? {};
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
