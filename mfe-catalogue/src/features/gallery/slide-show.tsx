import { ImageWithFallback } from '@shop/shared/ui';
import { type RefObject, useState } from 'react';
import { A11y, Autoplay, Keyboard, Navigation, Thumbs } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import { GalleryImage } from './gallery-image';
import { GALLERY, type GalleryProps } from './settings';

/** Autoplay, an endless loop, thumbnails, play and pause, fullscreen for the whole gallery (`frame`). */
export default function SlideShow({
  images,
  title,
  frame,
}: GalleryProps & { frame: RefObject<HTMLElement | null> }) {
  const [main, setMain] = useState<SwiperClass | null>(null);
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);
  const [playing, setPlaying] = useState(true);
  const shown = images.slice(0, GALLERY.maxImages);
  const loop = shown.length > 1;

  const togglePlay = () => {
    if (playing) main?.autoplay.stop();
    else main?.autoplay.start();
    setPlaying(!playing);
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  };

  return (
    <>
      <Swiper
        className="gallery-main"
        modules={[A11y, Autoplay, Keyboard, Navigation, Thumbs]}
        onSwiper={setMain}
        loop={loop}
        speed={GALLERY.speedMs}
        threshold={GALLERY.threshold}
        autoplay={loop ? { delay: GALLERY.intervalMs, disableOnInteraction: false } : false}
        navigation
        keyboard={{ enabled: true }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
      >
        {shown.map((image, index) => (
          <SwiperSlide key={image}>
            <GalleryImage src={image} title={title} index={index} count={shown.length} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="gallery-controls">
        <button type="button" onClick={togglePlay} aria-pressed={!playing}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={toggleFullscreen}>
          Fullscreen
        </button>
      </div>
      <Swiper
        className="gallery-thumbs"
        modules={[Thumbs]}
        onSwiper={setThumbs}
        slidesPerView={4}
        spaceBetween={8}
        watchSlidesProgress
      >
        {shown.map((image, index) => (
          <SwiperSlide key={image}>
            <ImageWithFallback
              src={image}
              alt={`Thumbnail ${index + 1}`}
              width={120}
              height={90}
              loading="lazy"
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
