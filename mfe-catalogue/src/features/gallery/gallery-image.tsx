import { ImageWithFallback } from '@shop/shared/ui';

/** One of the product's images in the gallery's main box: the first is the page's largest paint. */
export function GalleryImage({
  src,
  title,
  index,
  count,
}: {
  src: string;
  title: string;
  index: number;
  count: number;
}) {
  const first = index === 0;
  return (
    <ImageWithFallback
      src={src}
      alt={`${title}, image ${index + 1} of ${count}`}
      width={600}
      height={450}
      // Fetched first; the others once they near the view.
      fetchPriority={first ? 'high' : 'auto'}
      loading={first ? 'eager' : 'lazy'}
    />
  );
}
