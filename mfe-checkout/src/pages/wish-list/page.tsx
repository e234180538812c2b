import {
  BusyLabel,
  LoadFailed,
  NoDataView,
  ProductCard,
  ProductsSkeleton,
  useRetry,
  useScreenOpened,
} from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { AddOneToCart, ChooseOptionsToCart } from '../../features/add-to-cart/add-one-to-cart';
import { BrandsSection } from '../../features/browse-more/browse-section';
import { $items, $removing, itemsLoad, pageOpened, removeClicked } from './model';
import './wish-list.css';

/** Cards a wide screen shows in its first row (180px columns): their images are on the first screen. */
const FIRST_ROW = 6;

export function WishListPage() {
  const [items, removing, opened, remove] = useUnit([$items, $removing, pageOpened, removeClicked]);
  const failure = useRetry(itemsLoad);
  useEffect(() => {
    document.title = 'Wish list | Shop';
  }, []);
  useScreenOpened(opened, 'wish-list');
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
          // The listings' cards in the listings' grid, with checkout's Add to Cart (or Choose options) and Remove under each.
          <ul className="shop-card-grid">
            {items.map(({ productID, product, offersOptions }, index) => (
              <li key={productID}>
                <ProductCard
                  product={{ ...product, _id: productID }}
                  eager={index < FIRST_ROW}
                  actions={
                    <>
                      {offersOptions ? (
                        <ChooseOptionsToCart productId={productID} title={product.title} />
                      ) : (
                        <AddOneToCart productId={productID} title={product.title} />
                      )}
                      <button
                        className="wish-remove"
                        type="button"
                        disabled={removing}
                        onClick={() => remove(productID)}
                        aria-label={`Remove ${product.title}`}
                      >
                        <BusyLabel busy={removing}>Remove</BusyLabel>
                      </button>
                    </>
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
