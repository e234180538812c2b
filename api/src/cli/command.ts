import type { Command } from 'commander';
import type { Db } from '../db/client';
import type { CustomerMail } from '../mail/mailer';

/**
 * What a command may use: its output streams, the database, mail to customers, the running shop's ear, and
 * where and who the operator is. The command line gives its own, a running shop one per client it runs a command
 * for (socket-server.ts), tests theirs.
 */
export interface ShopContext {
  /** Standard output: a command's answer (an exported file, a summary). */
  out(text: string): void;
  /** Standard error: problems and progress. */
  err(text: string): void;
  /** Runs `work` on the configured database, opened and migrated for it and closed after. */
  withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** The mailer customers' e-mail about their orders goes through, as the API sends it. */
  mail: CustomerMail;
  /** Tells the running API replicas to drop their cached catalogue answers. */
  catalogueChanged(): Promise<void>;
  /** The folder the operator ran the command in: file names they give are relative to it. */
  cwd: string;
  /** The operator's OS user name: the audit log names it for their changes unless `--actor` names someone. */
  user: string;
}

/** What a command runs with: the ShopContext, and who this run's changes are recorded as. */
export interface CommandContext extends ShopContext {
  /** The audit log's actor for changes this run makes: `cli:` and `--actor`, else the OS user. */
  actor(): string;
}

/** One `shop` command, in a file of its own under commands/, listed in program.ts. */
export interface ShopCommand {
  /** Adds the command to the program with `program.command(...)`, so it inherits the program's settings. */
  register(program: Command, context: CommandContext): void;
}

export const EXIT_CODES = {
  ok: 0,
  /** The command ran and failed: bad rows in a file, a file that cannot be read, the database refused. */
  failed: 1,
  /** The command line itself is wrong: unknown command or option, missing argument, unsupported file type. */
  usage: 2,
} as const;

/** The command failed for a reason it already explained; exits with EXIT_CODES.failed. */
export class CommandFailed extends Error {
  override name = 'CommandFailed';
}
