/**
 * Whether a line of the remotes manifest points at a working build of its remote, asked over HTTP the way a browser
 * will load it: its `mf-manifest.json` answers with JSON naming that remote, and the remote entry the manifest names
 * answers too. A line with one wrong character (a release that does not exist, another slice's manifest) fails here
 * instead of in every shopper's page. The shop checks a changed line of REMOTES_FILE with it before serving it
 * (remotes-manifest.ts), and `npm run release -- promote` before writing one.
 */

export type RemoteEntryCheck = { ok: true } | { ok: false; reason: string };

/** How long each of the two requests may take: a host that does not answer in time is not one to send pages to. */
const TIMEOUT_MS = 5_000;

/** The parts of a browser build's `mf-manifest.json` read here (written by Module Federation's manifest plugin). */
interface BuildManifest {
  name?: unknown;
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
}

/** Why a request got no answer, shortly: the system's error code (ECONNREFUSED, ENOTFOUND) when there is one. */
function unreachable(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `unreachable: no answer in ${TIMEOUT_MS / 1000} s`;
  }
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  return `unreachable: ${code ?? (error as Error).message}`;
}

/**
 * Where the manifest's remote entry is, if it names one at a valid URL. With `publicPath: 'auto'` (every build of
 * this repository) the runtime loads it from beside the manifest; a build made with a fixed public path, from there.
 */
function remoteEntryUrl(manifest: BuildManifest, manifestUrl: string): URL | undefined {
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || entry.name === '') return undefined;
  const folder = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  const publicPath = manifest.metaData?.publicPath;
  const fixed = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : undefined;
  const base = URL.parse(fixed ?? manifestUrl, manifestUrl);
  const file = folder === '' ? entry.name : `${folder}/${entry.name}`;
  return (base && URL.parse(file, base.href)) ?? undefined;
}

/**
 * Checks the build of `remote` whose manifest is at `manifestUrl` (absolute). Answers why not in a few words when it
 * would not load: "manifest answered 404", "manifest names remote \"catalogue\", not \"checkout\"",
 * "remoteEntry.093ab9fa.js answered 404", "unreachable: ECONNREFUSED".
 */
export async function checkRemoteEntry(
  remote: string,
  manifestUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteEntryCheck> {
  const refused = (reason: string) => ({ ok: false, reason }) as const;
  let manifest: BuildManifest;
  try {
    const answer = await fetchImpl(manifestUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (answer.status !== 200) {
      await answer.body?.cancel();
      return refused(`manifest answered ${answer.status}`);
    }
    const body: unknown = await answer.json().catch(() => undefined);
    if (typeof body !== 'object' || body === null) return refused('manifest is not a JSON object');
    manifest = body;
  } catch (error) {
    return refused(unreachable(error));
  }

  if (manifest.name !== remote) {
    return refused(
      typeof manifest.name === 'string'
        ? `manifest names remote "${manifest.name}", not "${remote}"`
        : 'manifest names no remote',
    );
  }
  const entryUrl = remoteEntryUrl(manifest, manifestUrl);
  if (!entryUrl) return refused('manifest names no remote entry');
  const entryFile = entryUrl.pathname.slice(entryUrl.pathname.lastIndexOf('/') + 1);
  try {
    const answer = await fetchImpl(entryUrl, { method: 'HEAD', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return answer.status === 200 ? { ok: true } : refused(`${entryFile} answered ${answer.status}`);
  } catch (error) {
    return refused(`${entryFile} ${unreachable(error)}`);
  }
}
