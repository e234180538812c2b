/**
 * The release command's arguments: which command, with which options, and the settings promote and rollback need
 * (the shop, its remotes file, who does it), from the options or the environment.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Refusal } from './refusal';
import { checkReleaseName } from './releases';

export const USAGE = `Usage: npm run release -w mfe-<slice> -- [command] [options]

Commands:
  (none)           build the slice into RELEASES_DIR/<slice>/<version>-<commit>/ and print its remotes file line
  promote <name>   put an existing release live: check it on the shop, write its line in REMOTES_FILE, record it
  rollback         return to the release that was live before the current one (checked the same way)
  history          list the slice's promotes and rollbacks, and where a rollback would return

Options:
  --as <name>            name the release yourself (required outside a clean checkout)
  --promote              after building, promote the new release
  --shop <url>           the running shop (SHOP_URL; default http://127.0.0.1:$PORT, PORT 3000 when unset)
  --remotes-file <path>  the shop's remotes file (REMOTES_FILE); required to promote, roll back or list
  --actor <who>          who does it, for the history (default: SUDO_USER, else the system user)
  -h, --help             this text

Environment: RELEASES_DIR (default: releases/ in the repository), RELEASES_URL (where that folder is published;
default /releases on the shop itself).`;

/** What promote and rollback are told on the command line; the environment fills in the rest. */
export interface PromotionOptions {
  shop?: string;
  remotesFile?: string;
  actor?: string;
}

export type ReleaseCommand =
  | { command: 'help' }
  | { command: 'build'; as?: string; promote: false }
  | ({ command: 'build'; as?: string; promote: true } & PromotionOptions)
  | ({ command: 'promote'; release: string } & PromotionOptions)
  | ({ command: 'rollback' } & PromotionOptions)
  | { command: 'history'; remotesFile?: string };

const OPTIONS = {
  as: { type: 'string' },
  promote: { type: 'boolean', default: false },
  shop: { type: 'string' },
  'remotes-file': { type: 'string' },
  actor: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type OptionName = keyof typeof OPTIONS;
const PROMOTION_OPTIONS: OptionName[] = ['shop', 'remotes-file', 'actor'];
/** The options each command takes. */
const TAKES: Record<Exclude<ReleaseCommand['command'], 'help'>, OptionName[]> = {
  build: ['as', 'promote', ...PROMOTION_OPTIONS],
  promote: PROMOTION_OPTIONS,
  rollback: PROMOTION_OPTIONS,
  history: ['remotes-file'],
};

function parseOptions(args: string[]) {
  try {
    return parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new Refusal(`${(error as Error).message}\n\n${USAGE}`);
  }
}

const isCommand = (word: string): word is keyof typeof TAKES => Object.hasOwn(TAKES, word);

/** Reads the arguments after `npm run release -w mfe-<slice> --`. */
export function parseReleaseArgs(args: string[]): ReleaseCommand {
  const { values, positionals } = parseOptions(args);
  if (values.help) return { command: 'help' };

  const [command = 'build', ...operands] = positionals;
  if (!isCommand(command)) {
    throw new Refusal(
      `Unknown command "${command}": promote, rollback, history, or none to build.\n\n${USAGE}`,
    );
  }
  const given = (Object.keys(values) as OptionName[]).filter(
    (option) => values[option] !== undefined && values[option] !== false,
  );
  const misplaced = given.filter((option) => !TAKES[command].includes(option));
  if (misplaced.length > 0) {
    throw new Refusal(`${command} takes no --${misplaced.join(', --')}.\n\n${USAGE}`);
  }
  const unpromoted = command === 'build' && !values.promote;
  const promotionGiven = given.filter((option) => PROMOTION_OPTIONS.includes(option));
  if (unpromoted && promotionGiven.length > 0) {
    throw new Refusal(`--${promotionGiven.join(', --')} is for promoting: add --promote, or leave it out.`);
  }
  const operandsWanted = command === 'promote' ? 1 : 0;
  if (operands.length !== operandsWanted) {
    throw new Refusal(
      command === 'promote'
        ? 'promote takes the name of one release: promote <name>, e.g. promote 1.2.0-4f5e6d7.'
        : `${command} takes no ${operands.join(' ')}.\n\n${USAGE}`,
    );
  }

  const promotion: PromotionOptions = {
    shop: values.shop,
    remotesFile: values['remotes-file'],
    actor: values.actor,
  };
  switch (command) {
    case 'build': {
      const as = values.as === undefined ? undefined : checkReleaseName(values.as);
      return unpromoted ? { command, as, promote: false } : { command, as, promote: true, ...promotion };
    }
    case 'promote':
      return { command, release: checkReleaseName(operands[0] as string), ...promotion };
    case 'rollback':
      return { command, ...promotion };
    case 'history':
      return { command, remotesFile: promotion.remotesFile };
  }
}

/** The running shop: --shop, SHOP_URL, or the one `npm start` runs here. */
export function shopUrl(option: string | undefined, env: NodeJS.ProcessEnv): string {
  const value = option ?? env.SHOP_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Refusal(`The shop's address must be an http(s) URL, not "${value}" (--shop or SHOP_URL).`);
  }
  return url.href;
}

/** The shop's remotes file: required, there being no safe guess of which file the shop reads. */
export function remotesFile(option: string | undefined, env: NodeJS.ProcessEnv): string {
  const file = option ?? env.REMOTES_FILE;
  if (file === undefined || file === '') {
    throw new Refusal(
      "Which remotes file does the shop read? Pass the shop's REMOTES_FILE: set REMOTES_FILE, or --remotes-file <path>.",
    );
  }
  return file;
}

/** Who promotes or rolls back: --actor, the user behind sudo, or the system user. */
export function actor(option: string | undefined, env: NodeJS.ProcessEnv): string {
  const who = option ?? env.SUDO_USER ?? os.userInfo().username;
  if (who.trim() === '') throw new Refusal('--actor must name someone.');
  return who;
}
