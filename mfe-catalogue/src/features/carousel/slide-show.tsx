import type { Slider } from '@shop/shared/contracts';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Slide } from './slide';

/** A slide every 5000 ms (docs/behaviour.md#home). */
export const CAROUSEL_INTERVAL_MS = 5000;

/** The slides in turn, with indicators, arrows and the keyboard. */
export default function SlideShow({ slides }: { slides: Slider[] }) {
  return (
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
          <Slide slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
