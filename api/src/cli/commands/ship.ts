import { Option } from 'commander';
import { changeDelivery, DELIVERY_TARGETS, findOrderByTranId } from '../../orders/fulfilment';
import { CommandFailed, type ShopCommand } from '../command';
import { printable } from '../printable';

export const shipCommand: ShopCommand = {
  register(program, context) {
    program
      .command('ship')
      .description(
        "Move a paid order's delivery on, by default to shipped, and e-mail the customer (as the back office " +
          'does). Only the allowed steps: pending to processing or shipped, processing to shipped, shipped to ' +
          'delivered or returned, delivered to returned. Asking for the status it already has changes nothing.',
      )
      .argument('<tran_id>', "the order's transaction id, as `shop orders` lists it")
      .addOption(
        new Option('--status <delivery>', 'where the order goes')
          .choices(DELIVERY_TARGETS)
          .default('shipped'),
      )
      .action(async (tranId: string, options: { status: (typeof DELIVERY_TARGETS)[number] }) => {
        const change = await context.withDatabase(async (db) => {
          const order = await findOrderByTranId(db, tranId);
          if (!order) throw new CommandFailed(`No order has tran_id ${tranId}`);
          return changeDelivery(db, context.mail, {
            invoiceId: order.id,
            status: options.status,
            actor: context.actor(),
          });
        });
        if (!change.changed) {
          context.out(`Order ${printable(tranId)} is already ${change.to}: nothing changed.\n`);
          return;
        }
        context.out(`Order ${printable(tranId)}: ${change.from} -> ${change.to}.\n`);
        if (change.mailError) {
          const reason =
            change.mailError instanceof Error ? change.mailError.message : String(change.mailError);
          context.err(`The customer could not be e-mailed (${printable(reason)}); the change stands.\n`);
        }
      });
  },
};
