import { useParams } from '@shop/shared/router';
import { DetailsSkeleton, LoadFailed, Price, StockNote, useRetry, useScreenOpened } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { BrandTiles } from '../../features/browse-tiles/browse-tiles';
import { Gallery } from '../../features/gallery/gallery';
import { useDocumentTitle } from '../document-title';
import { InfoTabs } from './info-tabs';
import { $product, $shownPrice, $stockLeft, detailsLoad, pageOpened } from './model';
import { Purchase } from './purchase';
import './product-details.css';

/** Describes checkout's Add to Cart when none is left. */
const STOCK_NOTE_ID = 'details-stock';

export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const [product, price, stockLeft, opened] = useUnit([$product, $shownPrice, $stockLeft, pageOpened]);
  const failure = useRetry(detailsLoad);
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
          <dl className="details-facts">
            <dt>Category</dt>
            <dd>{product.category.categoryName}</dd>
            <dt>Brand</dt>
            <dd>{product.brand.brandName}</dd>
          </dl>
          <p>{product.shortDes}</p>
          {/* Both follow the size and colour chosen: read out when they change. */}
          <p className="details-price" aria-live="polite">
            {price && <Price {...price} />}
          </p>
          <StockNote id={STOCK_NOTE_ID} className="details-stock" stockLeft={stockLeft} live />
          <Purchase product={product} stockNoteId={STOCK_NOTE_ID} />
        </div>
        <InfoTabs description={product.details.des} />
      </article>
      <BrandTiles />
    </>
  );
}
