import { preparePgliteTemplate } from '../../../api/test/support/database';

/** The API the tests run against starts from a copy of one migrated embedded database. */
export default async function globalSetup(): Promise<void> {
  await preparePgliteTemplate('shop-storefront-test-');
}
