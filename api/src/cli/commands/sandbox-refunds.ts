import { Argument } from 'commander';
import { loadConfig } from '../../config';
import { setSandboxRefundFailure } from '../../payment/sandbox';
import { CommandFailed, type ShopCommand } from '../command';

const ANSWERS = {
  refuse: 'The sandbox gateway now refuses every refund.',
  accept: 'The sandbox gateway makes refunds again.',
} as const;

/** Tells the built-in sandbox gateway to refuse refunds, to try the shop's handling of a failed one, and back. */
export const sandboxRefundsCommand: ShopCommand = {
  register(program, context) {
    program
      .command('sandbox-refunds')
      .description(
        'Make the built-in sandbox gateway refuse every refund (`refuse`) or make them again (`accept`), as a ' +
          'real gateway may: the shop records such a refund as failed, to be retried. Only for the sandbox.',
      )
      .addArgument(new Argument('<mode>', 'refuse or accept').choices(Object.keys(ANSWERS)))
      .action(async (mode: keyof typeof ANSWERS) => {
        if (loadConfig().payment.gateway !== 'sandbox') {
          throw new CommandFailed('The shop takes payments through SSLCommerz, not the sandbox gateway.');
        }
        await context.withDatabase((db) => setSandboxRefundFailure(db, mode === 'refuse'));
        context.out(`${ANSWERS[mode]}\n`);
      });
  },
};
