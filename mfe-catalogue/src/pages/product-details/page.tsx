import { useParams } from '@shop/shared/router';
import { DetailsSkeleton, LoadFailed, Price, useRetry, useScreenOpened } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { BrandTiles } from '../../features/browse-tiles/browse-tiles';
import { Gallery } from '../../features/gallery/gallery';
import { InfoTabs } from './info-tabs';
import { $product, detailsLoad, pageOpened } from './model';
import { Purchase } from './purchase';
import './product-details.css';

export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const [product, opened] = useUnit([$product, pageOpened]);
  const failure = useRetry(detailsLoad);
  useScreenOpened(() => opened(id), id);
  useEffect(() => {
    document.title = `${product !== null && product !== 'missing' ? product.title : 'Product details'} | Shop`;
  }, [product]);

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
          <p className="details-price">
            <Price price={product.price} discount={product.discount} discountPrice={product.discountPrice} />
          </p>
          <Purchase product={product} />
        </div>
        <InfoTabs description={product.details.des} />
      </article>
      <BrandTiles />
    </>
  );
}
