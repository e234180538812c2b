import type { Review } from '@shop/shared/contracts';
import { useParams } from '@shop/shared/router';
import {
  DetailsSkeleton,
  LoadFailed,
  Price,
  Stars,
  StockNote,
  useRetry,
  useScreenOpened,
} from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { BrandTiles } from '../../features/browse-tiles/browse-tiles';
import { Gallery } from '../../features/gallery/gallery';
import { useDocumentTitle } from '../document-title';
import { InfoTabs, type TabKey, tabId } from './info-tabs';
import { $product, $reviews, $shownPrice, $stockLeft, detailsLoad, pageOpened } from './model';
import { Purchase } from './purchase';
import './product-details.css';

/** Describes checkout's Add to Cart when none is left. */
const STOCK_NOTE_ID = 'details-stock';

/**
 * The product's rating and how many reviews it has, beside its title, leading to the Review tab. Its line is kept
 * while the reviews load, so nothing under it moves when they come.
 */
function RatingSummary({
  star,
  reviews,
  onOpenReviews,
}: {
  star: number;
  reviews: Review[] | null;
  onOpenReviews: () => void;
}) {
  const toReviews = (words: string) => (
    <a
      href={`#${tabId('review')}`}
      onClick={(event) => {
        event.preventDefault();
        onOpenReviews();
      }}
    >
      {words}
    </a>
  );
  return (
    <p className="details-rating">
      {reviews === null ? null : reviews.length === 0 ? (
        toReviews('No reviews yet')
      ) : (
        <>
          <Stars value={star} />
          {toReviews(`${reviews.length} ${reviews.length === 1 ? 'review' : 'reviews'}`)}
        </>
      )}
    </p>
  );
}

export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const [product, reviews, price, stockLeft, opened] = useUnit([
    $product,
    $reviews,
    $shownPrice,
    $stockLeft,
    pageOpened,
  ]);
  const failure = useRetry(detailsLoad);
  const [tab, setTab] = useState<TabKey>('specifications');
  useScreenOpened(() => opened(id), id);
  useDocumentTitle(`${product !== null && product !== 'missing' ? product.title : 'Product details'} | Shop`);

  if (product === null)
    return failure ? (
      <LoadFailed what="this product" {...failure}>
        <DetailsSkeleton />
      </LoadFailed>
    ) : (
      <DetailsSkeleton />
    );
  if (product === 'missing') {
    return (
      <section>
        <h1>Product details</h1>
        <p>No product details available.</p>
      </section>
    );
  }
  const images = Object.entries(product.details)
    .filter(([key, value]) => /^img\d$/.test(key) && value)
    .map(([, value]) => value);
  return (
    <>
      <article className="details" aria-labelledby="details-title">
        <Gallery images={images} title={product.title} />
        <div className="details-summary">
          <h1 id="details-title">{product.title}</h1>
          <RatingSummary
            star={product.star}
            reviews={reviews}
            onOpenReviews={() => {
              setTab('review');
              // The tab, shown and focused, scrolls into view with its reviews under it.
              document.getElementById(tabId('review'))?.focus();
            }}
          />
          <dl className="details-facts">
            <dt>Category</dt>
            <dd>{product.category.categoryName}</dd>
            <dt>Brand</dt>
            <dd>{product.brand.brandName}</dd>
          </dl>
          <p>{product.shortDes}</p>
          {/* Both follow the size and colour chosen: read out when they change. The note sits beside the price,
              so its words come and go without a line kept empty for them. */}
          <div className="details-price-row">
            <p className="details-price" aria-live="polite">
              {price && <Price {...price} />}
            </p>
            <StockNote id={STOCK_NOTE_ID} stockLeft={stockLeft} live />
          </div>
          <Purchase product={product} stockNoteId={STOCK_NOTE_ID} />
        </div>
        <InfoTabs description={product.details.des} tab={tab} onTabChange={setTab} />
      </article>
      <BrandTiles />
    </>
  );
}
