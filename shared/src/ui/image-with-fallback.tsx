import { assetUrl } from '@shop/shared/api';
import { type ImgHTMLAttributes, useState } from 'react';

interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  /** Shown instead when `src` fails to load (docs/behaviour.md#images); tried once. */
  fallbackSrc?: string;
}

export function ImageWithFallback({ src, alt, fallbackSrc, ...image }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  // No picture at all counts as a failed one: an empty `src` would make the browser fetch the page itself.
  const shown = (failed || !src) && fallbackSrc ? fallbackSrc : src;
  return (
    <img
      {...image}
      alt={alt}
      src={shown ? assetUrl(shown) : undefined}
      onError={(event) => {
        if (!failed) setFailed(true);
        image.onError?.(event);
      }}
    />
  );
}
