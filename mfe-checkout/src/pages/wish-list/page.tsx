import { BusyLabel, LoadFailed, NoDataView, ProductsSkeleton, useRetry } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { WishCard } from '../../entities/wish/wish-card';
import { BrandsSection } from '../../features/browse-more/browse-section';
import { $items, $removing, itemsLoad, pageOpened, removeClicked } from './model';
import './wish-list.css';

export function WishListPage() {
  const [items, removing] = useUnit([$items, $removing]);
  const failure = useRetry(itemsLoad);
  useEffect(() => {
    document.title = 'Wish list | Shop';
    pageOpened();
  }, []);
  return (
    <>
      <section aria-labelledby="wish-title">
        <h1 id="wish-title">Wish list</h1>
        {items === null && failure ? (
          <LoadFailed what="your wish list" {...failure}>
            <ProductsSkeleton />
          </LoadFailed>
        ) : items === null ? (
          <ProductsSkeleton />
        ) : items.length === 0 ? (
          <NoDataView message="Your wish list is empty." />
        ) : (
          <ul className="wish-grid">
            {items.map((item) => (
              <li key={item.productID}>
                <WishCard
                  item={item}
                  action={
                    <button
                      className="wish-remove"
                      type="button"
                      disabled={removing}
                      onClick={() => removeClicked(item.productID)}
                      aria-label={`Remove ${item.product.title}`}
                    >
                      <BusyLabel busy={removing}>Remove</BusyLabel>
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <BrandsSection />
    </>
  );
}
