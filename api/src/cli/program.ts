import { Command, CommanderError } from 'commander';
import { DataDirInUseError } from '../db/data-dir-lock';
import { EXIT_CODES, type ShopCommand, type ShopContext } from './command';
import { exportCommand } from './commands/export';
import { importCommand } from './commands/import';
import { ordersCommand } from './commands/orders';
import { shipCommand } from './commands/ship';

/** Every command of `shop`: a new one is a file under commands/ and a line here. */
const COMMANDS: ShopCommand[] = [importCommand, exportCommand, ordersCommand, shipCommand];

export function shopProgram(context: ShopContext): Command {
  const program = new Command('shop')
    .description(
      "The shop's command line for operators, on the database the API is configured with (DATABASE_URL or " +
        'DATA_DIR).\nExit codes: 0 done, 1 failed (bad input, nothing written), 2 usage error, 75 DATA_DIR in use.',
    )
    // Errors come back to runShop as exceptions rather than ending the process, so tests can run commands too.
    .exitOverride()
    .configureOutput({ writeOut: (text) => context.out(text), writeErr: (text) => context.err(text) })
    .showHelpAfterError('(add --help for usage)');
  for (const command of COMMANDS) command.register(program, context);
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
    context.err(`${error instanceof Error ? error.message : String(error)}\n`);
    // A busy DATA_DIR keeps its own code (75, try again later), as for `npm run seed` and the server.
    return error instanceof DataDirInUseError ? error.exitCode : EXIT_CODES.failed;
  }
}
