import { $loggedIn } from '@shop/shared/bus';
import type { ProductDetails } from '@shop/shared/contracts';
import { MAX_LINE_QTY, MIN_LINE_QTY } from '@shop/shared/lib';
import { signInPath } from '@shop/shared/paths';
import { useLocation, useNavigate, useParams } from '@shop/shared/router';
import { DetailsSkeleton, LoadFailed, Price, Stars, useRetry } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { HtmlContent } from '../../entities/content/html-content';
import { BrandTiles } from '../../features/browse-tiles/browse-tiles';
import { Gallery } from '../../features/gallery/gallery';
import {
  $addingToCart,
  $addingToWish,
  $color,
  $product,
  $quantity,
  $reviews,
  $size,
  addToCartClicked,
  addToWishClicked,
  colorChosen,
  detailsLoad,
  pageOpened,
  quantityDecreased,
  quantityIncreased,
  reviewsLoad,
  sizeChosen,
} from './model';
import './product-details.css';

const options = (list: string) =>
  list
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);

function Choice({
  label,
  value,
  list,
  onChange,
}: {
  label: string;
  value: string;
  list: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const choices = options(list);
  if (choices.length === 0) return null;
  return (
    <div className="details-choice">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose {label}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}

function SubmitLabel({ busy, children }: { busy: boolean; children: ReactNode }) {
  return busy ? (
    <>
      <span className="details-spinner" aria-hidden="true" />
      Processing...
    </>
  ) : (
    children
  );
}

function Purchase({ product }: { product: ProductDetails }) {
  const [size, color, quantity, addingToCart, addingToWish, loggedIn] = useUnit([
    $size,
    $color,
    $quantity,
    $addingToCart,
    $addingToWish,
    $loggedIn,
  ]);
  const events = useUnit({
    sizeChosen,
    colorChosen,
    quantityDecreased,
    quantityIncreased,
    addToCartClicked,
    addToWishClicked,
  });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A visitor who is not signed in signs in first and comes back here.
  const whenSignedIn = (action: () => void) => () => (loggedIn ? action() : navigate(signInPath(pathname)));
  return (
    <div className="details-purchase">
      <Choice label="Size" value={size} list={product.details.size} onChange={events.sizeChosen} />
      <Choice label="Color" value={color} list={product.details.color} onChange={events.colorChosen} />
      <fieldset className="details-quantity">
        <legend className="details-quantity-legend">Quantity</legend>
        <button
          type="button"
          onClick={() => events.quantityDecreased()}
          disabled={quantity <= MIN_LINE_QTY}
          aria-label="Decrease quantity"
        >
          −
        </button>
        <output aria-live="polite">{quantity}</output>
        <button
          type="button"
          onClick={() => events.quantityIncreased()}
          disabled={quantity >= MAX_LINE_QTY}
          aria-label="Increase quantity"
        >
          +
        </button>
      </fieldset>
      <div className="details-actions">
        <button
          className="details-add"
          type="button"
          disabled={addingToCart}
          onClick={whenSignedIn(events.addToCartClicked)}
        >
          <SubmitLabel busy={addingToCart}>Add to Cart</SubmitLabel>
        </button>
        <button
          className="details-wish"
          type="button"
          disabled={addingToWish}
          onClick={whenSignedIn(events.addToWishClicked)}
        >
          <SubmitLabel busy={addingToWish}>Add to Wish</SubmitLabel>
        </button>
      </div>
    </div>
  );
}

function InfoTabs({ description }: { description: string }) {
  const reviews = useUnit($reviews);
  const reviewsFailure = useRetry(reviewsLoad);
  const [tab, setTab] = useState<'specifications' | 'review'>('specifications');
  const tabs = [
    { key: 'specifications', label: 'Specifications' },
    { key: 'review', label: 'Review' },
  ] as const;
  return (
    <section className="details-tabs">
      <div role="tablist" aria-label="Product information">
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            id={`tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = key === 'specifications' ? 'review' : 'specifications';
                setTab(next);
                document.getElementById(`tab-${next}`)?.focus();
              }
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        id="panel-specifications"
        role="tabpanel"
        aria-labelledby="tab-specifications"
        hidden={tab !== 'specifications'}
      >
        <HtmlContent className="details-description" html={description} />
      </div>
      <div id="panel-review" role="tabpanel" aria-labelledby="tab-review" hidden={tab !== 'review'}>
        {reviews === null && reviewsFailure ? (
          <LoadFailed what="the reviews" {...reviewsFailure} />
        ) : reviews && reviews.length > 0 ? (
          <ul className="details-reviews">
            {reviews.map((review) => (
              <li key={review._id}>
                <strong>{review.profile.cus_name}</strong>
                <Stars value={review.rating} />
                <p>{review.des}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>No Reviews Available</p>
        )}
      </div>
    </section>
  );
}

export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const [product, opened] = useUnit([$product, pageOpened]);
  const failure = useRetry(detailsLoad);
  useEffect(() => {
    opened(id);
  }, [id, opened]);
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
