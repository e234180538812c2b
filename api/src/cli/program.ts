import { errorSerializer } from '@shop/shared/server';
import { Command, CommanderError } from 'commander';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { commandLineActor } from '../audit/audit-log';
import { DataDirInUseError } from '../db/data-dir-lock';
import { type CommandContext, EXIT_CODES, type ShopCommand, type ShopContext } from './command';
import { cancelCommand } from './commands/cancel';
import { exportCommand } from './commands/export';
import { importCommand } from './commands/import';
import { ordersCommand } from './commands/orders';
import { refundCommand } from './commands/refund';
import { sandboxRefundsCommand } from './commands/sandbox-refunds';
import { shipCommand } from './commands/ship';
import { plainText } from './option-values';
import { printable, printableLines } from './printable';

/** A name the audit log carries as an actor, at most an e-mail address's length (the back office's actors). */
export const actorName = plainText(254);

/** Help is wrapped at this width wherever it is written. */
const HELP_WIDTH = 80;

/** Every command of `shop`: a new one is a file under commands/ and a line here. */
const COMMANDS: ShopCommand[] = [
  importCommand,
  exportCommand,
  ordersCommand,
  shipCommand,
  refundCommand,
  cancelCommand,
  sandboxRefundsCommand,
];

export function shopProgram(context: ShopContext): Command {
  const program = new Command('shop')
    .description(
      "The shop's command line for operators, on the database the API is configured with (DATABASE_URL or " +
        'DATA_DIR). On DATA_DIR while the shop runs, the running shop does the work.\nExit codes: 0 done, ' +
        '1 failed (bad input, nothing written), 2 usage error, 75 DATA_DIR in use by a process that takes no commands.',
    )
    .option(
      '--actor <name>',
      'who the audit log names for the changes made (as cli:<name>); your OS user by default',
      actorName,
    )
    // Every command's help lists --actor too.
    .configureHelp({ showGlobalOptions: true })
    // Errors come back to runShop as exceptions rather than ending the process, so tests can run commands too.
    .exitOverride()
    // commander's errors repeat what the operator typed (`unknown command '...'`).
    .configureOutput({
      writeOut: (text) => context.out(printableLines(text)),
      writeErr: (text) => context.err(printableLines(text)),
      // Not this process's terminal: a running shop writes for a client whose terminal it does not see.
      getOutHelpWidth: () => HELP_WIDTH,
      getErrHelpWidth: () => HELP_WIDTH,
    })
    .showHelpAfterError('(add --help for usage)');
  const commandContext: CommandContext = {
    ...context,
    // Read when a command acts, by then the options are parsed.
    actor: () => commandLineActor(program.opts<{ actor?: string }>().actor ?? context.user),
  };
  for (const command of COMMANDS) command.register(program, commandContext);
  return program;
}

/** Runs `shop` with these arguments (those after `npm run shop --`); resolves to the exit code. */
export async function runShop(args: string[], context: ShopContext): Promise<number> {
  try {
    await shopProgram(context).parseAsync(args, { from: 'user' });
    return EXIT_CODES.ok;
  } catch (error) {
    // commander already wrote its message (or the help that was asked for).
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage;
    context.err(`${printable(failureMessage(error))}\n`);
    // A busy DATA_DIR keeps its own code (75, try again later), as for `npm run seed` and the server.
    return error instanceof DataDirInUseError ? error.exitCode : EXIT_CODES.failed;
  }
}

/** Names a database's refusal gives that say which rule, never which value. */
const DATABASE_NAMES = ['table', 'column', 'constraint'] as const;

/**
 * Why a command failed, in one line. A failed query's message quotes its SQL and the row's values, and
 * PostgreSQL's own words quote values too: a database's refusal says its reason as the log does (quotes
 * redacted), its SQLSTATE and the names it gives.
 */
function failureMessage(error: unknown): string {
  const driverError = error instanceof DrizzleQueryError ? error.cause : error;
  const safe = errorSerializer(driverError);
  if (safe.severity === undefined) {
    if (error instanceof DrizzleQueryError) return `A database query failed: ${safe.message}`;
    return error instanceof Error ? error.message : String(error);
  }
  const names = DATABASE_NAMES.filter((name) => safe[name] !== undefined).map(
    (name) => `${name} ${safe[name]}`,
  );
  return `The database refused: ${safe.message} (${[`SQLSTATE ${safe.code}`, ...names].join(', ')})`;
}
