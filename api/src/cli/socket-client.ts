import net from 'node:net';
import readline from 'node:readline';
import { EXIT_CODES, type ShopContext } from './command';
import { type CommandRequest, socketPathFits } from './socket-server';

/**
 * Has the shop running on the data folder run the command, when one answers at `socketPath`: writes what the
 * command writes as it comes, and resolves to its exit code. Resolves to undefined when no shop answers (no
 * socket, or one a stopped shop left behind): the caller runs the command itself.
 */
export function forwardToRunningShop(
  socketPath: string,
  request: CommandRequest,
  output: Pick<ShopContext, 'out' | 'err'>,
): Promise<number | undefined> {
  if (!socketPathFits(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    let connected = false;
    let exit: number | undefined;
    // Always followed by 'close', which settles.
    socket.on('error', () => {});
    socket.on('connect', () => {
      connected = true;
      readline.createInterface({ input: socket, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
        const answer = parsedAnswer(line);
        if (typeof answer?.out === 'string') output.out(answer.out);
        if (typeof answer?.err === 'string') output.err(answer.err);
        if (Number.isInteger(answer?.exit)) exit = answer?.exit as number;
      });
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('close', () => {
      if (!connected) {
        resolve(undefined);
      } else if (exit === undefined) {
        output.err(
          'The running shop stopped before the command finished: it may or may not have been done.\n',
        );
        resolve(EXIT_CODES.failed);
      } else {
        resolve(exit);
      }
    });
  });
}

function parsedAnswer(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
