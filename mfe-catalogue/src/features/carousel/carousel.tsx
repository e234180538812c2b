import type { Slider } from '@shop/shared/contracts';
import { InBrowser, LoadFailed, type RetryProps } from '@shop/shared/ui';
import { lazy, Suspense } from 'react';
import { Slide } from './slide';
import './carousel.css';

/** Without the slide show's code (its download failed), the first slide alone. */
function FirstSlideOnly({ slides: [first] }: { slides: Slider[] }) {
  return first ? <Slide slide={first} first /> : null;
}

/**
 * The slide show's library (swiper, 29 KiB gzip and a fifth of a second of a phone's CPU) is not needed to paint the
 * first slide, the page's largest paint: that slide shows at once in the same box, and turns into the slide show
 * once the library has arrived.
 */
const SlideShow = lazy(() => import('./slide-show').catch(() => ({ default: FirstSlideOnly })));

/** The home page's promotions: title, description, Buy Now to the product, image; indicators and arrows. */
export function Carousel({ slides, failure }: { slides: Slider[] | null; failure?: RetryProps }) {
  if (slides === null) {
    const placeholder = (
      <div className="carousel carousel-placeholder" role="status" aria-label="Loading offers" />
    );
    return failure ? (
      <LoadFailed what="offers" {...failure}>
        {placeholder}
      </LoadFailed>
    ) : (
      placeholder
    );
  }
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="Offers">
      <Suspense fallback={<FirstSlideOnly slides={slides} />}>
        <InBrowser what="The carousel's slide show">
          <SlideShow slides={slides} />
        </InBrowser>
      </Suspense>
    </section>
  );
}
