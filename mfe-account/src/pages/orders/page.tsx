import { LoadFailed, NoDataView, useRetry } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { InvoiceCard, InvoiceCardSkeleton } from '../../entities/invoice/invoice-card';
import { $invoices, invoicesLoad, pageOpened } from './model';
import './orders.css';

export function OrdersPage() {
  const invoices = useUnit($invoices);
  const failure = useRetry(invoicesLoad);
  useEffect(() => {
    document.title = 'Orders | Shop';
    pageOpened();
  }, []);
  return (
    <section className="orders" aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      {invoices === null && failure ? (
        <LoadFailed what="your orders" {...failure}>
          <InvoiceCardSkeleton />
        </LoadFailed>
      ) : invoices === null ? (
        <InvoiceCardSkeleton />
      ) : invoices.length === 0 ? (
        <NoDataView message="You have no orders yet." />
      ) : (
        <ul className="orders-list">
          {invoices.map((invoice) => (
            <li key={invoice._id}>
              <InvoiceCard invoice={invoice} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
