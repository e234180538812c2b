import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { EXIT_CODES, type ShopContext } from './command';
import { printedMail } from './printable';
import { actorName, runShop } from './program';

/*
 * An embedded data folder serves one process at a time. While the shop runs on one, `npm run shop` asks the
 * shop to run the command instead, over a Unix socket in that folder (socket-client.ts is the other end).
 *
 * Newline-delimited JSON: the client sends one CommandRequest; the shop runs the command as the command line
 * would, on its own database, mailer and catalogue cache, answers `{"out": text}` and `{"err": text}` as the
 * command writes, then `{"exit": code}`, and closes the connection.
 */

/** Where a shop on `dataDir` takes commands: a socket in a folder of its own in the data folder. */
export const commandSocketPath = (dataDir: string) => path.join(dataDir, 'cli', 'shop.sock');

/**
 * The longest socket path every system takes (macOS's limit, 104 bytes with the final NUL; Linux's is 108). Node
 * cuts a longer one short rather than refusing it, so both ends check.
 */
const SOCKET_PATH_MAX_BYTES = 103;
export const socketPathFits = (socketPath: string) => Buffer.byteLength(socketPath) <= SOCKET_PATH_MAX_BYTES;

export interface CommandRequest {
  /** The arguments after `npm run shop --`. */
  args: string[];
  /** The folder the operator ran the command in, absolute: file names are relative to it. */
  cwd: string;
  /** The operator's OS user name. */
  user: string;
}

export type CommandAnswer = { out: string } | { err: string } | { exit: number };

/** A longer request is refused: arguments and a folder name take a few kilobytes at most. */
const REQUEST_MAX_CHARS = 1024 * 1024;

/** What every command run for a client shares: the shop's database, mail and catalogue cache. */
export type SharedContext = Pick<ShopContext, 'withDatabase' | 'mail' | 'catalogueChanged'>;

export interface CommandServer {
  /** Stops taking commands and resolves once those running have finished. */
  close(): Promise<void>;
}

/**
 * Takes commands at the data folder's socket; undefined when it cannot (logged: the shop runs on without it, and
 * `npm run shop` exits 75 while it runs, as before). Call it only while holding the data folder's lock.
 */
export async function serveShopCommands(options: {
  dataDir: string;
  shop: SharedContext;
  /** The shop has no SMTP server: the command line prints each e-mail, so a client gets a copy of each too. */
  printMail: boolean;
  log: FastifyBaseLogger;
}): Promise<CommandServer | undefined> {
  const { log } = options;
  const socketPath = commandSocketPath(options.dataDir);
  if (!socketPathFits(socketPath)) {
    log.warn(
      { socketPath },
      'DATA_DIR is too deep for a socket: `npm run shop` cannot reach this shop and waits for it to stop',
    );
    return undefined;
  }
  const waiting = new Set<net.Socket>();
  const server = net.createServer((socket) => serveClient(socket, options, waiting));
  try {
    const folder = path.dirname(socketPath);
    // Only this OS user may enter the folder, so only they can reach the socket: a command run here acts as the
    // shop, with its files and its database. chmod too: a folder made earlier keeps the mode it was made with.
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    chmodSync(folder, 0o700);
    // This process holds the data folder's lock, so a socket already here was left by a shop that died.
    rmSync(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } catch (err) {
    log.warn({ err }, 'cannot take shop commands: `npm run shop` waits for this shop to stop');
    return undefined;
  }
  server.on('error', (err) => log.warn({ err }, 'the shop command socket failed'));
  log.info({ socketPath }, 'taking `npm run shop` commands');
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Connected, and no command asked for yet: nothing to wait for.
        for (const socket of waiting) socket.destroy();
      }),
  };
}

function serveClient(
  socket: net.Socket,
  options: Parameters<typeof serveShopCommands>[0],
  waiting: Set<net.Socket>,
): void {
  waiting.add(socket);
  socket.on('close', () => waiting.delete(socket));
  // A client that goes away leaves its command to finish, its output unread.
  socket.on('error', () => {});
  const answer = (message: CommandAnswer) => {
    if (socket.writable) socket.write(`${JSON.stringify(message)}\n`);
  };
  const finish = (exit: number) => {
    answer({ exit });
    socket.end();
  };

  socket.setEncoding('utf8');
  let received = '';
  const receive = (chunk: string) => {
    received += chunk;
    const end = received.indexOf('\n');
    if (end === -1 && received.length <= REQUEST_MAX_CHARS) return;
    // One request per connection: anything after it is not read.
    socket.off('data', receive);
    waiting.delete(socket);
    const parsed = end === -1 ? { problem: 'longer than 1 MiB' } : parseRequest(received.slice(0, end));
    if ('problem' in parsed) {
      answer({ err: `The running shop did not understand the request: ${parsed.problem}.\n` });
      finish(EXIT_CODES.usage);
      return;
    }
    const { request } = parsed;
    const err = (text: string) => answer({ err: text });
    const context: ShopContext = {
      ...options.shop,
      mail: options.printMail
        ? { ...options.shop.mail, mailer: withPrintedCopies(options.shop.mail.mailer, err) }
        : options.shop.mail,
      out: (text) => answer({ out: text }),
      err,
      cwd: request.cwd,
      user: request.user,
    };
    runShop(request.args, context)
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'a shop command failed unexpectedly');
        return EXIT_CODES.failed;
      })
      .then((exit) => {
        options.log.info({ args: request.args, user: request.user, exit }, 'ran a shop command');
        finish(exit);
      });
  };
  socket.on('data', receive);
}

/** The shop's mailer, with each message also printed for the client as the command line prints it. */
function withPrintedCopies(mailer: Mailer, print: (text: string) => void): Mailer {
  return {
    async send(message) {
      await mailer.send(message);
      print(printedMail(message));
    },
    // The shop's mailer stays open: the shop closes it.
    close() {},
  };
}

function parseRequest(line: string): { request: CommandRequest } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { problem: 'not JSON' };
  }
  const { args, cwd, user } = (value ?? {}) as Partial<Record<keyof CommandRequest, unknown>>;
  if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) {
    return { problem: 'args must be a list of strings' };
  }
  if (typeof cwd !== 'string' || !path.isAbsolute(cwd)) return { problem: 'cwd must be an absolute path' };
  if (typeof user !== 'string') return { problem: 'user must be a name' };
  try {
    return { request: { args, cwd, user: actorName(user) } };
  } catch (error) {
    return { problem: `user ${(error as Error).message}` };
  }
}
