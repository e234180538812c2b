import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';
import { createSslcommerzGateway } from './sslcommerz';

/** The gateway the configuration names (PAYMENT_GATEWAY), for the API and the command line alike. */
export function createConfiguredGateway(
  config: Pick<Config, 'payment' | 'publicUrl'>,
  db: Db,
): PaymentGateway {
  return config.payment.gateway === 'sslcommerz'
    ? createSslcommerzGateway(config.payment)
    : createSandboxGateway({ db, publicUrl: config.publicUrl });
}
