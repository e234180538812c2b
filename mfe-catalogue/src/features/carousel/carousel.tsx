import type { Slider } from '@shop/shared/contracts';
import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import { ImageWithFallback, LoadFailed, type RetryProps } from '@shop/shared/ui';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './carousel.css';

/** A slide every 5000 ms (docs/behaviour.md#home). */
export const CAROUSEL_INTERVAL_MS = 5000;

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
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        loop={slides.length > 1}
        autoplay={{ delay: CAROUSEL_INTERVAL_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        navigation
        pagination={{ clickable: true }}
        keyboard={{ enabled: true }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide._id}>
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
                fetchPriority={index === 0 ? 'high' : 'auto'}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
