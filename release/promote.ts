/**
 * Putting a release live and rolling back: each checks the release on the running shop first, the way a browser
 * will load it (its `mf-manifest.json` at the line's address names this remote, its remote entry answers), then sets
 * the slice's line in the shop's remotes file and records it in the history. A line that would not load is never
 * written.
 */
import { checkRemoteEntry } from '../storefront/src/releases/remote-check';
import { type HistoryEntry, historyFile, liveStack, readHistory, recordHistory } from './history';
import { Refusal } from './refusal';
import { type ReleasesSetting, releaseLine, requireRelease, whereLineWorks } from './releases';
import { currentLine, type RemotesLine, showLine, writeRemotesLine } from './remotes-file';

export interface Promotion {
  slice: string;
  releases: ReleasesSetting;
  /** The running shop whose remotes file this is: lines that are paths are checked on it. */
  shopUrl: string;
  remotesFile: string;
  /** Who does it, for the history. */
  actor: string;
  /** Where to say what was done. */
  say: (text: string) => void;
}

async function checkOnShop(promotion: Promotion, release: string, line: string): Promise<void> {
  const url = new URL(line, promotion.shopUrl).href;
  const check = await checkRemoteEntry(promotion.slice, url);
  if (check.ok) return;
  throw new Refusal(
    `${promotion.slice} ${release} would not load from the shop: ${url}: ${check.reason}. Nothing was changed.` +
      (line.startsWith('/')
        ? `\nIs ${promotion.shopUrl} the shop? ${whereLineWorks(promotion.releases)}`
        : ''),
  );
}

async function putLive(
  promotion: Promotion,
  action: HistoryEntry['action'],
  release: string,
  line: string,
  replaced: RemotesLine | undefined,
): Promise<void> {
  const { slice, remotesFile, actor } = promotion;
  await writeRemotesLine(remotesFile, slice, line);
  await recordHistory(historyFile(remotesFile), {
    slice,
    action,
    release,
    line,
    replaced: replaced ?? null,
    at: new Date().toISOString(),
    by: actor,
  });
  promotion.say(`${slice} ${release} is live: "${slice}": "${line}" in ${remotesFile}`);
}

/** Why rollback cannot go back past `oldest`, the first release of the history still live or rolled back to. */
function nothingBefore(slice: string, oldest: HistoryEntry): string {
  const before = oldest.replaced;
  if (typeof before === 'string' && before.startsWith(`/remotes/${slice}/`)) {
    return shopBuildIsNoRelease(slice, oldest.release, before);
  }
  if (before === null) {
    const configured = `no line: /remotes/${slice}/ unless REMOTE_${slice.toUpperCase()}_URL says otherwise`;
    return shopBuildIsNoRelease(slice, oldest.release, configured);
  }
  return (
    `Before ${oldest.release}, the line was ${showLine(before)}, which no promote in the history put live: ` +
    'write it back by hand if you mean to return to it.'
  );
}

function shopBuildIsNoRelease(slice: string, release: string, shopBuild: string): string {
  return (
    `Before ${release}, ${slice} came from the shop's own build (${shopBuild}), which is not a release: ` +
    'it changes with every build of the shop, so rollback never returns to it. To return to that code, release ' +
    `the commit it was built from (its mf-manifest.json's metaData.buildInfo.commit): git checkout <commit> && ` +
    `npm run release -w mfe-${slice} -- --promote`
  );
}

/** Puts an existing release live. */
export async function promote(promotion: Promotion, release: string): Promise<void> {
  const { slice, releases, remotesFile } = promotion;
  requireRelease(releases, slice, release);
  const line = releaseLine(releases, slice, release);
  const replaced = await currentLine(remotesFile, slice);
  if (replaced === line) {
    promotion.say(`${slice} ${release} is live already (${remotesFile} says so): nothing changed.`);
    return;
  }
  await checkOnShop(promotion, release, line);
  await putLive(promotion, 'promote', release, line, replaced);
  const [first, ...later] = liveStack(await readHistory(historyFile(remotesFile)), slice);
  if (first && later.length === 0)
    promotion.say(`Rollback has no earlier release. ${nothingBefore(slice, first)}`);
}

/** Returns to the release that was live before the current one. */
export async function rollback(promotion: Promotion): Promise<void> {
  const { slice, remotesFile } = promotion;
  const history = historyFile(remotesFile);
  const stack = liveStack(await readHistory(history), slice);
  const current = stack.at(-1);
  if (!current) {
    throw new Refusal(
      `Nothing to roll back: no release of ${slice} was promoted with this remotes file (${history} says none).`,
    );
  }
  const live = await currentLine(remotesFile, slice);
  if (live !== current.line) {
    throw new Refusal(
      `${remotesFile} gives ${slice} ${showLine(live)}, not the line of its last promote (${current.release}): ` +
        'it was edited by hand since, so the history cannot say what was live before. Promote a release by name.',
    );
  }
  const previous = stack.at(-2);
  if (!previous) throw new Refusal(`Nothing to roll back to. ${nothingBefore(slice, current)}`);
  await checkOnShop(promotion, previous.release, previous.line);
  await putLive(promotion, 'rollback', previous.release, previous.line, live);
}

/** The slice's promotes and rollbacks, oldest first, and where a rollback would return. */
export async function showHistory(
  promotion: Pick<Promotion, 'slice' | 'remotesFile' | 'say'>,
): Promise<void> {
  const { slice, remotesFile, say } = promotion;
  const history = await readHistory(historyFile(remotesFile));
  const entries = history.filter((entry) => entry.slice === slice);
  if (entries.length === 0) {
    say(`No release of ${slice} was promoted with ${remotesFile} yet.`);
    return;
  }
  for (const { at, action, release, by, line } of entries) {
    say(`${at}  ${action.padEnd(8)}  ${release}  by ${by}  (${line})`);
  }
  const stack = liveStack(history, slice);
  const [current, previous] = [stack.at(-1), stack.at(-2)];
  if (current) {
    say(
      `Live: ${current.release}; ${previous ? `rollback returns to ${previous.release}` : 'rollback has no earlier release'}.`,
    );
  }
}
