/** URL prefix under which the API serves the files of `api/public/images`. */
export const IMAGES_URL_PREFIX = '/api/images/';

const url = (file: string) => `${IMAGES_URL_PREFIX}${file}`;

/** URL paths of the generated images; the seeder stores them and the generator writes the files behind them. */
export const imageUrl = {
  brand: (key: string) => url(`brands/${key}.svg`),
  category: (key: string) => url(`categories/${key}.svg`),
  /** `n` counts from 1, as the img1..img8 slots do. */
  product: (key: string, n: number) => url(`products/${key}-${n}.svg`),
  slider: (key: string) => url(`sliders/${key}.svg`),
  feature: (key: string) => url(`features/${key}.svg`),
  logo: url('logo.svg'),
  paymentMethods: url('payment-methods.svg'),
};

/** The file behind an image URL path, relative to `api/public/images`; null when the URL is not one of ours. */
export function imageFileOf(urlPath: string): string | null {
  if (!urlPath.startsWith(IMAGES_URL_PREFIX)) return null;
  const file = urlPath.slice(IMAGES_URL_PREFIX.length);
  // Only plain folder/name.svg paths: nothing that could climb out of the images folder.
  return /^(?:[a-z0-9-]+\/)?[a-z0-9-]+\.svg$/.test(file) ? file : null;
}
