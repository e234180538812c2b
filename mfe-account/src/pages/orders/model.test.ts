import type { Invoice } from '@shop/shared/contracts';
import { allSettled, fork } from 'effector';
import { $invoices, fetchInvoicesFx, invoicesLoad, pageOpened } from './model';

test('orders that got no answer stay not loaded and failed; Retry loads them', async () => {
  let apiUp = false;
  const scope = fork({
    handlers: [
      [
        fetchInvoicesFx,
        async () => {
          if (!apiUp) throw new Error('Network Error');
          return { status: 'success' as const, data: [] as Invoice[] };
        },
      ],
    ],
  });
  await allSettled(pageOpened, { scope });
  expect(scope.getState($invoices)).toBeNull();
  expect(scope.getState(invoicesLoad.$failed)).toBe(true);

  apiUp = true;
  await allSettled(invoicesLoad.retried, { scope });
  expect(scope.getState($invoices)).toEqual([]);
  expect(scope.getState(invoicesLoad.$failed)).toBe(false);
});
