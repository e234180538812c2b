import { type Command, Option } from 'commander';
import {
  changeDelivery,
  DELIVERY_TARGETS,
  type DeliveryTarget,
  findOrderByTranId,
  TRACKING_MAX,
} from '../../orders/fulfilment';
import { trackingWords } from '../../orders/order-messages';
import { CommandFailed, EXIT_CODES, type ShopCommand } from '../command';
import { plainText } from '../option-values';
import { printable } from '../printable';

interface ShipOptions {
  status: DeliveryTarget;
  tracking?: string;
  carrier?: string;
}

export const shipCommand: ShopCommand = {
  register(program, context) {
    program
      .command('ship')
      .description(
        "Move a paid order's delivery on, by default to shipped, and e-mail the customer (as the back office " +
          'does). Only the allowed steps: pending to processing or shipped, processing to shipped, shipped to ' +
          'delivered or returned, delivered to returned. Asking for the status it already has changes nothing, ' +
          'unless shipping gives a tracking number or carrier it did not have: that is recorded and e-mailed.',
      )
      .argument('<tran_id>', "the order's transaction id, as `shop orders` lists it")
      .addOption(
        new Option('--status <delivery>', 'where the order goes')
          .choices(DELIVERY_TARGETS)
          .default('shipped'),
      )
      .option('--tracking <number>', "the parcel's tracking number (with shipped)", plainText(TRACKING_MAX))
      .option('--carrier <name>', 'who carries the parcel (with shipped)', plainText(TRACKING_MAX))
      .action(async (tranId: string, options: ShipOptions, command: Command) => {
        const { status, tracking, carrier } = options;
        if ((tracking !== undefined || carrier !== undefined) && status !== 'shipped') {
          command.error('error: --tracking and --carrier go with --status shipped', {
            exitCode: EXIT_CODES.usage,
          });
        }
        const change = await context.withDatabase(async (db) => {
          const order = await findOrderByTranId(db, tranId);
          if (!order) throw new CommandFailed(`No order has tran_id ${tranId}`);
          return changeDelivery(db, context.mail, {
            invoiceId: order.id,
            status,
            actor: context.actor(),
            trackingNumber: tracking,
            carrier,
          });
        });
        if (!change.changed) {
          context.out(`Order ${printable(tranId)} is already ${change.to}: nothing changed.\n`);
          return;
        }
        context.out(`Order ${printable(tranId)}: ${change.from} -> ${change.to}.\n`);
        const parcel = trackingWords(change);
        if (parcel) context.out(`Tracking: ${printable(parcel)}\n`);
        if (change.mailError) {
          const reason =
            change.mailError instanceof Error ? change.mailError.message : String(change.mailError);
          context.err(`The customer could not be e-mailed (${printable(reason)}); the change stands.\n`);
        }
      });
  },
};
