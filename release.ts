/**
 * `npm run release -w <slice>`: builds a slice into a new folder of its own, `releases/<slice>/<version>-<commit>/`,
 * and says what to write in the remotes file to put it live. What is live is never touched: the served `dist/`
 * stays as it is, and an existing release is never overwritten (pages opened on it still load its files, and it
 * is the rollback target). Builds are reproducible, so a release of a commit can be made again elsewhere.
 *
 * `-- --promote` puts the new release live too; `-- promote <name>` puts an existing one live, `-- rollback` returns
 * to the one before, `-- history` lists them: each checks the release on the running shop before it writes the
 * slice's line in the shop's remotes file (release/promote.ts). `-- --help` lists the options (release/cli.ts).
 *
 *   RELEASES_DIR    where releases go (default: releases/ in the repository; `npm start` serves it at /releases/)
 *   RELEASES_URL    where that folder is published (default: /releases, the shop itself)
 */
import { buildRelease, sliceAt } from './release/build';
import { actor, type PromotionOptions, parseReleaseArgs, remotesFile, shopUrl, USAGE } from './release/cli';
import { type Promotion, promote, rollback, showHistory } from './release/promote';
import { Refusal } from './release/refusal';
import { releaseFolder, releaseLine, releasesSetting, whereLineWorks } from './release/releases';

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const command = parseReleaseArgs(args);
  if (command.command === 'help') {
    console.log(USAGE);
    return;
  }
  const slice = sliceAt(process.cwd());
  const releases = releasesSetting(env);
  const say = (text: string) => console.log(text);
  // Settled before anything is built: a promote that cannot happen should not cost a build first.
  const promotion = (options: PromotionOptions): Promotion => ({
    slice: slice.name,
    releases,
    shopUrl: shopUrl(options.shop, env),
    remotesFile: remotesFile(options.remotesFile, env),
    actor: actor(options.actor, env),
    say,
  });

  switch (command.command) {
    case 'build': {
      const promotingTo = command.promote ? promotion(command) : undefined;
      const name = buildRelease(slice, releases, command.as);
      say(`\nReleased ${slice.name} ${name} in ${releaseFolder(releases, slice.name, name)}`);
      if (promotingTo) return promote(promotingTo, name);
      say(
        `To put it live: npm run release -w mfe-${slice.name} -- promote ${name}\n` +
          '(checks it on the running shop, writes its line in the remotes file and records it for rollback), ' +
          'or write the line in the remotes file (REMOTES_FILE) yourself:\n' +
          `  "${slice.name}": "${releaseLine(releases, slice.name, name)}"\n` +
          whereLineWorks(releases),
      );
      return;
    }
    case 'promote':
      return promote(promotion(command), command.release);
    case 'rollback':
      return rollback(promotion(command));
    case 'history':
      return showHistory({ slice: slice.name, remotesFile: remotesFile(command.remotesFile, env), say });
  }
}

main(process.argv.slice(2), process.env).catch((error: unknown) => {
  if (!(error instanceof Refusal)) throw error;
  console.error(error.message);
  process.exitCode = 1;
});
