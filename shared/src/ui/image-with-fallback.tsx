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
  return (
    <img
      {...image}
      alt={alt}
      src={assetUrl(failed && fallbackSrc ? fallbackSrc : src)}
      onError={(event) => {
        if (!failed) setFailed(true);
        image.onError?.(event);
      }}
    />
  );
}
