import { InvalidArgumentError, Option } from 'commander';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../db/schema';
import { isEmailFragment } from '../../lib/email-address';
import { formatMoney } from '../../lib/money';
import { listOrders } from '../../orders/fulfilment';
import type { ShopCommand } from '../command';
import { packingCsv, packingJson, packingList } from '../packing-list';
import { printable } from '../printable';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const ordersCommand: ShopCommand = {
  register(program, context) {
    program
      .command('orders')
      .description(
        'List orders, newest first: tran_id, date, customer, payment, delivery and payable; with --format json or ' +
          'csv also what each holds and where it goes.',
      )
      .addOption(new Option('--status <payment>', 'only this payment status').choices(PAYMENT_STATUSES))
      .addOption(new Option('--delivery <delivery>', 'only this delivery status').choices(DELIVERY_STATUSES))
      .option('--email <text>', 'only customers whose e-mail address contains this')
      .option('--from <date>', 'only orders from this day on (YYYY-MM-DD, UTC)')
      .option('--to <date>', 'only orders up to this day (YYYY-MM-DD, UTC)')
      .option('--page <n>', 'which page of --limit orders', wholeNumber, 1)
      .option('--limit <n>', 'orders per page (at most 100)', wholeNumber, 50)
      .addOption(
        new Option(
          '--format <format>',
          'table; or json or csv, with each line bought and the shipping address, for packing',
        )
          .choices(['table', 'json', 'csv'])
          .default('table'),
      )
      .action(async (options, command) => {
        for (const day of [options.from, options.to]) {
          if (day !== undefined && !DATE.test(day))
            command.error(`error: ${day} is not a date like 2026-11-23`);
        }
        if (options.limit > 100) command.error('error: --limit is at most 100');
        if (options.email !== undefined && !isEmailFragment(options.email)) {
          command.error(
            'error: --email is part of an e-mail address: no spaces or control characters, 254 octets at most',
          );
        }
        const { orders, hasMore } = await context.withDatabase((db) =>
          listOrders(db, {
            paymentStatus: options.status,
            deliveryStatus: options.delivery,
            email: options.email,
            from: options.from,
            to: options.to,
            page: options.page,
            limit: options.limit,
          }),
        );
        if (options.format !== 'table') {
          const packed = await context.withDatabase((db) => packingList(db, orders));
          context.out(options.format === 'json' ? packingJson(packed) : packingCsv(packed));
          // On standard error, so that standard output stays one file.
          if (hasMore) context.err(`More on --page ${options.page + 1}.\n`);
          return;
        }
        if (orders.length === 0) {
          context.out('No orders.\n');
          return;
        }
        const rows = orders.map((order) =>
          [
            order.tranId,
            order.createdAt.toISOString().slice(0, 16).replace('T', ' '),
            order.email,
            order.paymentStatus,
            order.deliveryStatus,
            formatMoney(order.payable, order.currency),
          ].map(printable),
        );
        context.out(table(['tran_id', 'date (UTC)', 'customer', 'payment', 'delivery', 'payable'], rows));
        if (hasMore) context.out(`More on --page ${options.page + 1}.\n`);
      });
  },
};

function wholeNumber(value: string): number {
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1) throw new InvalidArgumentError('must be a whole number from 1');
  return parsed;
}

/** Columns padded to their widest cell: readable in a terminal, and still split on runs of spaces by a script. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return [header, ...rows]
    .map(
      (row) =>
        `${row
          .map((cell, i) => cell.padEnd(widths[i] ?? 0))
          .join('  ')
          .trimEnd()}\n`,
    )
    .join('');
}
