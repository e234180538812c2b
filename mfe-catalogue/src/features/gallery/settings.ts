/** Slides every 3 s, 450 ms transitions, swipe threshold 30 px (docs/behaviour.md#product-details). */
export const GALLERY = { intervalMs: 3000, speedMs: 450, threshold: 30, maxImages: 8 } as const;

export interface GalleryProps {
  images: string[];
  title: string;
}
