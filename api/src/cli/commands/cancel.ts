import { randomUUID } from 'node:crypto';
import { findOrderByTranId } from '../../orders/fulfilment';
import { cancelOrder } from '../../orders/refunds';
import { CommandFailed, type ShopCommand } from '../command';
import { printable } from '../printable';
import { refundContextFor, reportRefund } from './refund';

export const cancelCommand: ShopCommand = {
  register(program, context) {
    program
      .command('cancel')
      .description(
        'Cancel a paid order that has not shipped (as the back office does): its stock goes back, all that is ' +
          'left of its payment is refunded through the gateway, and the customer is e-mailed. Cancelling an ' +
          'order already cancelled changes nothing.',
      )
      .argument('<tran_id>', "the order's transaction id, as `shop orders` lists it")
      .option('--remark <text>', 'words for the customer and the gateway')
      .action(async (tranId: string, options: { remark?: string }) => {
        const cancellation = await context.withDatabase(async (db) => {
          const order = await findOrderByTranId(db, tranId);
          if (!order) throw new CommandFailed(`No order has tran_id ${tranId}`);
          return cancelOrder(refundContextFor(db, context), {
            invoiceId: order.id,
            remark: options.remark,
            requestKey: randomUUID(),
            actor: context.actor(),
          });
        });
        const name = `Order ${printable(tranId)}`;
        if (!cancellation.changed) {
          context.out(`${name} is already cancelled: nothing changed.\n`);
          return;
        }
        context.out(`${name}: cancelled.\n`);
        if (cancellation.refund) reportRefund(context, name, cancellation.refund);
      });
  },
};
