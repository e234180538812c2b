import type { Slider } from '@shop/shared/contracts';
import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import { ImageWithFallback } from '@shop/shared/ui';

/** One promotion: title, description, Buy Now to the product, and its picture. */
export function Slide({ slide, first }: { slide: Slider; first: boolean }) {
  return (
    <div className="carousel-slide">
      <div className="carousel-text">
        <h2>{slide.title}</h2>
        <p>{slide.des}</p>
        <Link className="carousel-buy" to={paths.details(slide.productID)}>
          Buy Now
        </Link>
      </div>
      <ImageWithFallback
        src={slide.image}
        alt=""
        width={480}
        height={320}
        // The first slide is the page's largest paint: fetch it first.
        fetchPriority={first ? 'high' : 'auto'}
        loading={first ? 'eager' : 'lazy'}
      />
    </div>
  );
}
