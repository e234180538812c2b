import { InBrowser } from '@shop/shared/ui';
import { lazy, Suspense, useRef } from 'react';
import './gallery.css';
import { GalleryImage } from './gallery-image';
import { GALLERY, type GalleryProps } from './settings';

/**
 * Until the slide show's code is there (or if it never comes), the first image in the slide show's box, and its
 * controls and thumbnails' room kept, so nothing moves when it arrives.
 */
function FirstImage({ images, title }: GalleryProps) {
  const [first] = images;
  return (
    <>
      <div className="gallery-main">
        {first && (
          <GalleryImage
            src={first}
            title={title}
            index={0}
            count={Math.min(images.length, GALLERY.maxImages)}
          />
        )}
      </div>
      <div className="gallery-controls">
        <button type="button" disabled>
          Pause
        </button>
        <button type="button" disabled>
          Fullscreen
        </button>
      </div>
      <div className="gallery-thumbs" />
    </>
  );
}

/**
 * The slide show's library (swiper, 29 KiB gzip and a fifth of a second of a phone's CPU) is not needed to paint the
 * first image, the page's largest paint: it loads beside it.
 */
const SlideShow = lazy(() => import('./slide-show').catch(() => ({ default: FirstImage })));

/** The product's images: autoplay, endless loop, thumbnails at the bottom, fullscreen, play and pause. */
export function Gallery(props: GalleryProps) {
  const frame = useRef<HTMLElement>(null);
  return (
    <section
      className="gallery"
      ref={frame}
      aria-roledescription="carousel"
      aria-label={`Images of ${props.title}`}
    >
      <Suspense fallback={<FirstImage {...props} />}>
        <InBrowser what="The gallery's slide show">
          <SlideShow {...props} frame={frame} />
        </InBrowser>
      </Suspense>
    </section>
  );
}
