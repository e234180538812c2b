import { randomUUID } from 'node:crypto';
import { InvalidArgumentError } from 'commander';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { formatMoney } from '../../lib/money';
import type { RefundRecord } from '../../orders/fulfilment';
import { findOrderByTranId } from '../../orders/fulfilment';
import { type RefundContext, refundOrder } from '../../orders/refunds';
import { createConfiguredGateway } from '../../payment/configured-gateway';
import { CommandFailed, type ShopCommand, type ShopContext } from '../command';
import { printable } from '../printable';

/** `--amount 12.50`: dollars as digits with at most two decimals. */
function dollars(value: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(value) || Number(value) <= 0) {
    throw new InvalidArgumentError('give dollars above 0 with at most 2 decimals, like 12.50');
  }
  return Number(value);
}

/** Refunds as the command line makes them: through the configured gateway, problems on standard error. */
export function refundContextFor(db: Db, context: ShopContext): RefundContext {
  return {
    db,
    gateway: createConfiguredGateway(loadConfig(), db),
    mail: context.mail,
    stockChanged: () => context.catalogueChanged(),
    mailFailed: (error) => {
      const reason = error instanceof Error ? error.message : String(error);
      context.err(`The customer could not be e-mailed (${printable(reason)}); the change stands.\n`);
    },
  };
}

/** One line for a refund the gateway made or is making; a failed one fails the command with its reason. */
export function reportRefund(context: ShopContext, name: string, refund: RefundRecord): void {
  const amount = formatMoney(refund.amount, refund.currency);
  const reference = printable(refund.gatewayReference ?? 'none yet');
  if (refund.state === 'failed') {
    throw new CommandFailed(
      `${name}: the refund of ${amount} failed: ${refund.failure ?? 'no reason given'}`,
    );
  }
  context.out(
    refund.state === 'refunded'
      ? `${name}: refunded ${amount} (reference ${reference}).\n`
      : `${name}: refund of ${amount} asked for; the gateway is still processing it (reference ${reference}).\n`,
  );
}

export const refundCommand: ShopCommand = {
  register(program, context) {
    program
      .command('refund')
      .description(
        "Ask the payment gateway to give back part or all of a paid order's payment (as the back office does), " +
          'and e-mail the customer once it is done. A refused or unreachable gateway fails the command with ' +
          'its reason; the refund is kept as failed, to retry from the back office.',
      )
      .argument('<tran_id>', "the order's transaction id, as `shop orders` lists it")
      .option('--amount <dollars>', 'how much to give back (default: all that is left)', dollars)
      .option('--remark <text>', 'words for the customer and the gateway')
      .action(async (tranId: string, options: { amount?: number; remark?: string }) => {
        const { refund } = await context.withDatabase(async (db) => {
          const order = await findOrderByTranId(db, tranId);
          if (!order) throw new CommandFailed(`No order has tran_id ${tranId}`);
          return refundOrder(refundContextFor(db, context), {
            invoiceId: order.id,
            amount: options.amount,
            remark: options.remark,
            // One run, one request: running the command again asks for another refund.
            requestKey: randomUUID(),
            actor: context.actor(),
          });
        });
        reportRefund(context, `Order ${printable(tranId)}`, refund);
      });
  },
};
