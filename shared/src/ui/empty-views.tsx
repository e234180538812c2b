import emptyBox from './assets/empty-box.svg';

interface EmptyViewProps {
  message: string;
}

/** An empty list that a customer fills (the cart): the empty-state image and what to do. */
export function EmptyView({ message }: EmptyViewProps) {
  return (
    <div className="shop-empty">
      <img src={emptyBox} alt="" width={160} height={160} />
      <p>{message}</p>
    </div>
  );
}

/** A list with nothing to show (orders, wish list). */
export function NoDataView({ message = 'No data found' }: Partial<EmptyViewProps>) {
  return (
    <div className="shop-empty shop-no-data">
      <p>{message}</p>
    </div>
  );
}
