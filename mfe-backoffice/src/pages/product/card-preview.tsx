import { ProductCard } from '@shop/shared/ui';
import type { ProductFields } from '../../api/catalogue';
import './card-preview.css';

/**
 * The product's card as shoppers see it in a listing: the storefront's own card, with the form's values as they
 * stand. Only a picture of it: its link leads nowhere while the form is open, so it is inert.
 */
type CardFields = Pick<ProductFields, 'title' | 'image' | 'price' | 'discount' | 'discountPrice' | 'star'>;

export function CardPreview({ id, fields }: { id: string; fields: Partial<CardFields> }) {
  return (
    <figure className="card-preview" aria-labelledby="card-preview-caption">
      <figcaption id="card-preview-caption">The card as shoppers will see it</figcaption>
      <div className="card-preview-card" inert>
        <ProductCard
          product={{
            _id: id,
            title: fields.title || 'Title',
            image: fields.image ?? '',
            price: Number(fields.price) || 0,
            discount: fields.discount ?? false,
            discountPrice: fields.discount ? Number(fields.discountPrice) || null : null,
            star: Number(fields.star) || 0,
          }}
        />
      </div>
    </figure>
  );
}
