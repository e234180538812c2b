import type { LEGAL_TYPES, profiles, Remark } from '../db/schema';
import { imageUrl } from './image-paths';

/**
 * The demo catalogue seeded into an empty database, and the source the image generator draws from.
 * Pure data: brands, categories and products are referenced by their stable keys (slugs), never by database ids.
 */

/** What a product's generated pictures show. */
export type Illustration =
  | 'phone'
  | 'tablet'
  | 'laptop'
  | 'monitor'
  | 'keyboard'
  | 'headphones'
  | 'earbuds'
  | 'speaker'
  | 'soundbar'
  | 'watch'
  | 'camera'
  | 'action-camera'
  | 'lens'
  | 'tripod'
  | 'shirt'
  | 'sweater'
  | 'hoodie'
  | 'trousers'
  | 'jacket'
  | 'coat'
  | 'dress'
  | 'skirt'
  | 'bag'
  | 'sneaker'
  | 'boot'
  | 'heel'
  | 'sandal'
  | 'pot'
  | 'pan'
  | 'kettle'
  | 'blender'
  | 'knife'
  | 'coffee-maker'
  | 'mug'
  | 'console'
  | 'gamepad'
  | 'handheld'
  | 'mouse';

export interface BrandSeed {
  key: string;
  name: string;
  /** Tile colour of the generated logo. */
  color: string;
  image: string;
}

export interface CategorySeed {
  key: string;
  name: string;
  icon: Illustration;
  /** Tile colour of the generated icon. */
  color: string;
  image: string;
}

export interface ProductDetailsSeed {
  /** 3 to 8 image URL paths, in gallery order. */
  images: string[];
  /** Comma-separated options; empty when not applicable. */
  size: string;
  color: string;
  /** Trusted HTML: a short paragraph and a specification table. */
  des: string;
}

export interface ProductSeed {
  key: string;
  title: string;
  shortDes: string;
  price: number;
  discount: boolean;
  discountPrice: number | null;
  remark: Remark;
  brand: string;
  category: string;
  illustration: Illustration;
  details: ProductDetailsSeed;
}

export interface SliderSeed {
  key: string;
  title: string;
  des: string;
  product: string;
  image: string;
}

export interface FeatureSeed {
  key: string;
  name: string;
  description: string;
  img: string;
}

export type LegalType = (typeof LEGAL_TYPES)[number];

/** The cus_* and ship_* profile fields (docs/behaviour.md#profile), as the profiles table keeps them. */
export type CustomerProfileSeed = Omit<typeof profiles.$inferInsert, 'userId' | 'updatedAt'>;

export interface CustomerSeed {
  key: string;
  email: string;
  profile: CustomerProfileSeed;
}

export interface ReviewSeed {
  customer: string;
  product: string;
  rating: 1 | 2 | 3 | 4 | 5;
  des: string;
}

export const BRANDS: readonly BrandSeed[] = [
  { key: 'aurelon', name: 'Aurelon', color: '#1f3a5f' },
  { key: 'orvella', name: 'Orvella', color: '#6a3fb5' },
  { key: 'kyrobyte', name: 'Kyrobyte', color: '#0f766e' },
  { key: 'hushwave', name: 'Hushwave', color: '#d9480f' },
  { key: 'brightmere', name: 'Brightmere', color: '#0b7285' },
  { key: 'halden', name: 'Halden', color: '#6d4c41' },
  { key: 'marlowe-finch', name: 'Marlowe & Finch', color: '#2d4a3e' },
  { key: 'solvane', name: 'Solvane', color: '#a4566a' },
  { key: 'strider-lane', name: 'Strider Lane', color: '#c92a2a' },
  { key: 'emberwood', name: 'Emberwood', color: '#a05a2c' },
  { key: 'fjellbrook', name: 'Fjellbrook', color: '#1c6ea4' },
  { key: 'arcadeon', name: 'Arcadeon', color: '#3c096c' },
].map((brand) => ({ ...brand, image: imageUrl.brand(brand.key) }));

export const CATEGORIES: readonly CategorySeed[] = [
  { key: 'phones', name: 'Phones', icon: 'phone', color: '#4263eb' },
  { key: 'laptops', name: 'Laptops', icon: 'laptop', color: '#1098ad' },
  { key: 'audio', name: 'Audio', icon: 'headphones', color: '#f76707' },
  { key: 'watches', name: 'Watches', icon: 'watch', color: '#845ef7' },
  { key: 'cameras', name: 'Cameras', icon: 'camera', color: '#495057' },
  { key: 'mens-fashion', name: "Men's Fashion", icon: 'shirt', color: '#2b8a3e' },
  { key: 'womens-fashion', name: "Women's Fashion", icon: 'dress', color: '#d6336c' },
  { key: 'shoes', name: 'Shoes', icon: 'sneaker', color: '#e03131' },
  { key: 'home-kitchen', name: 'Home & Kitchen', icon: 'pot', color: '#e8590c' },
  { key: 'gaming', name: 'Gaming', icon: 'gamepad', color: '#7048e8' },
].map((category) => ({
  ...category,
  icon: category.icon as Illustration,
  image: imageUrl.category(category.key),
}));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Builds the Specifications tab: escaping every value keeps the stored HTML safe by construction. */
function specification(intro: string, rows: readonly (readonly [string, string])[]): string {
  const body = rows.map(
    ([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return `<p>${escapeHtml(intro)}</p><table><tbody>${body.join('')}</tbody></table>`;
}

interface ProductInput {
  key: string;
  title: string;
  shortDes: string;
  price: number;
  /** The sale price, when discounted. */
  sale?: number;
  remark: Remark;
  brand: string;
  category: string;
  illustration: Illustration;
  size: string;
  color: string;
  intro: string;
  specs: readonly (readonly [string, string])[];
}

/** Every product fills the details page's eight gallery slots (img1 to img8): views, close-ups, colour variants. */
export const GALLERY_SIZE = 8;

const product = (p: ProductInput): ProductSeed => ({
  key: p.key,
  title: p.title,
  shortDes: p.shortDes,
  price: p.price,
  discount: p.sale !== undefined,
  discountPrice: p.sale ?? null,
  remark: p.remark,
  brand: p.brand,
  category: p.category,
  illustration: p.illustration,
  details: {
    images: Array.from({ length: GALLERY_SIZE }, (_, i) => imageUrl.product(p.key, i + 1)),
    size: p.size,
    color: p.color,
    des: specification(p.intro, p.specs),
  },
});

/** Listed newest first: the seeder gives earlier entries later creation times. */
export const PRODUCTS: readonly ProductSeed[] = [
  // Phones
  product({
    key: 'aurelon-nova-x5',
    title: 'Aurelon Nova X5 5G Smartphone',
    shortDes: 'A 6.7-inch OLED flagship with a 50 MP triple camera and two-day battery life.',
    price: 899,
    sale: 799,
    remark: 'new',
    brand: 'aurelon',
    category: 'phones',
    illustration: 'phone',
    size: '128GB,256GB,512GB',
    color: 'Graphite,Silver,Ocean Blue',
    intro:
      'The Nova X5 pairs a bright 120 Hz display with a camera system that stays sharp after sunset, in an aluminium frame that weighs under 200 g.',
    specs: [
      ['Display', '6.7-inch OLED, 2796 x 1290, 120 Hz, 1800 nits peak'],
      ['Processor', 'Aurelon A7 Pro octa-core, 4 nm'],
      ['Memory', '8 GB RAM'],
      ['Rear cameras', '50 MP main (OIS), 12 MP ultra-wide, 10 MP 3x telephoto'],
      ['Front camera', '32 MP with autofocus'],
      ['Battery', '5000 mAh, 45 W wired and 15 W wireless charging'],
      ['Durability', 'IP68 dust and water resistance, toughened glass front and back'],
      ['Weight', '196 g'],
    ],
  }),
  product({
    key: 'aurelon-nova-x5-lite',
    title: 'Aurelon Nova X5 Lite',
    shortDes: 'The essentials of the Nova X5 in a lighter, more affordable phone.',
    price: 449,
    remark: 'trending',
    brand: 'aurelon',
    category: 'phones',
    illustration: 'phone',
    size: '128GB,256GB',
    color: 'Black,Mint,Lavender',
    intro: 'Nova X5 Lite keeps the smooth display and the main camera of its big sibling and trims the rest.',
    specs: [
      ['Display', '6.4-inch OLED, 2400 x 1080, 90 Hz'],
      ['Processor', 'Aurelon A6 octa-core'],
      ['Memory', '6 GB RAM'],
      ['Rear cameras', '50 MP main, 8 MP ultra-wide'],
      ['Battery', '4600 mAh, 33 W wired charging'],
      ['Weight', '178 g'],
    ],
  }),
  product({
    key: 'orvella-pulse-9',
    title: 'Orvella Pulse 9',
    shortDes: 'A fast, clean Android phone with a 6.6-inch display and stereo speakers.',
    price: 649,
    sale: 579,
    remark: 'popular',
    brand: 'orvella',
    category: 'phones',
    illustration: 'phone',
    size: '256GB,512GB',
    color: 'Black,White',
    intro: 'Pulse 9 runs Android without clutter and promises four years of system updates.',
    specs: [
      ['Display', '6.6-inch AMOLED, 2400 x 1080, 120 Hz'],
      ['Processor', 'Octa-core, 3.0 GHz'],
      ['Memory', '12 GB RAM'],
      ['Rear cameras', '50 MP main, 13 MP ultra-wide'],
      ['Battery', '4800 mAh, 67 W wired charging'],
      ['Audio', 'Stereo speakers, USB-C audio'],
      ['Software', 'Android with 4 years of updates'],
    ],
  }),
  product({
    key: 'orvella-flip-one',
    title: 'Orvella Flip One Foldable Phone',
    shortDes: 'A pocketable foldable with a 6.9-inch inner screen and a handy cover display.',
    price: 1199,
    remark: 'top',
    brand: 'orvella',
    category: 'phones',
    illustration: 'phone',
    size: '256GB,512GB',
    color: 'Black,Rose Gold',
    intro:
      'Flip One folds in half to fit a jacket pocket and opens to a full-size phone with a nearly invisible crease.',
    specs: [
      ['Inner display', '6.9-inch foldable AMOLED, 120 Hz'],
      ['Cover display', '3.4-inch AMOLED'],
      ['Processor', 'Octa-core, 4 nm'],
      ['Memory', '8 GB RAM'],
      ['Cameras', '50 MP main, 12 MP ultra-wide, 32 MP selfie'],
      ['Battery', '4000 mAh, 33 W wired charging'],
      ['Hinge', 'Rated for 400,000 folds'],
    ],
  }),
  product({
    key: 'aurelon-tab-11',
    title: 'Aurelon Tab 11 Tablet',
    shortDes: 'An 11-inch tablet for reading, streaming and notes, with optional stylus support.',
    price: 529,
    sale: 479,
    remark: 'special',
    brand: 'aurelon',
    category: 'phones',
    illustration: 'tablet',
    size: '128GB,256GB',
    color: 'Space Grey,Silver',
    intro: 'Tab 11 has a 2.5K screen, quad speakers and a battery that lasts through a long-haul flight.',
    specs: [
      ['Display', '11-inch LCD, 2560 x 1600, 120 Hz'],
      ['Processor', 'Aurelon A6 octa-core'],
      ['Memory', '8 GB RAM'],
      ['Battery', '8600 mAh, up to 14 hours of video'],
      ['Audio', 'Quad speakers'],
      ['Stylus', 'Aurelon Pen 2 support (sold separately)'],
    ],
  }),
  product({
    key: 'orvella-pulse-9a',
    title: 'Orvella Pulse 9a',
    shortDes: 'An everyday phone with a big battery and a clear 6.5-inch screen.',
    price: 249,
    remark: 'new',
    brand: 'orvella',
    category: 'phones',
    illustration: 'phone',
    size: '128GB',
    color: 'Black,Sky Blue',
    intro: 'Pulse 9a covers the daily basics well and lasts two days on a charge.',
    specs: [
      ['Display', '6.5-inch LCD, 1600 x 720, 90 Hz'],
      ['Processor', 'Octa-core, 2.2 GHz'],
      ['Memory', '4 GB RAM'],
      ['Rear camera', '48 MP main'],
      ['Battery', '5000 mAh, 18 W charging'],
      ['Extras', 'Headphone jack, microSD slot up to 1 TB'],
    ],
  }),
  product({
    key: 'orvella-pad-mini',
    title: 'Orvella Pad Mini 8.7',
    shortDes: 'A compact 8.7-inch tablet that slips into a coat pocket.',
    price: 329,
    remark: 'trending',
    brand: 'orvella',
    category: 'phones',
    illustration: 'tablet',
    size: '64GB,128GB',
    color: 'Grey,Lavender',
    intro: 'Pad Mini is light enough to hold in one hand for a whole chapter.',
    specs: [
      ['Display', '8.7-inch LCD, 1340 x 800'],
      ['Processor', 'Octa-core, 2.0 GHz'],
      ['Memory', '4 GB RAM'],
      ['Battery', '5100 mAh, up to 11 hours of video'],
      ['Weight', '330 g'],
    ],
  }),

  // Laptops and computing
  product({
    key: 'kyrobyte-aero-14',
    title: 'Kyrobyte Aero 14 Ultrabook',
    shortDes: 'A 1.2 kg, 14-inch laptop with an all-day battery and a sharp 2.8K display.',
    price: 1299,
    remark: 'new',
    brand: 'kyrobyte',
    category: 'laptops',
    illustration: 'laptop',
    size: '16GB/512GB,16GB/1TB,32GB/1TB',
    color: 'Silver,Space Grey',
    intro:
      'Aero 14 is built around a magnesium chassis, a quiet fan and a keyboard you will enjoy typing on for hours.',
    specs: [
      ['Display', '14-inch OLED, 2880 x 1800, 90 Hz'],
      ['Processor', '12-core, up to 4.8 GHz'],
      ['Memory', '16 GB or 32 GB LPDDR5X'],
      ['Storage', '512 GB or 1 TB NVMe SSD'],
      ['Battery', '75 Wh, up to 15 hours of web browsing'],
      ['Ports', '2x USB-C (Thunderbolt), 1x USB-A, HDMI 2.1, headphone jack'],
      ['Weight', '1.2 kg'],
    ],
  }),
  product({
    key: 'kyrobyte-titan-16',
    title: 'Kyrobyte Titan 16 Gaming Laptop',
    shortDes: 'A 16-inch, 240 Hz gaming laptop with a high-end graphics card and vapour-chamber cooling.',
    price: 2199,
    sale: 1999,
    remark: 'top',
    brand: 'kyrobyte',
    category: 'laptops',
    illustration: 'laptop',
    size: '32GB/1TB,32GB/2TB',
    color: 'Black',
    intro: 'Titan 16 keeps frame rates high and temperatures low, even in long sessions.',
    specs: [
      ['Display', '16-inch IPS, 2560 x 1600, 240 Hz'],
      ['Processor', '16-core, up to 5.4 GHz'],
      ['Graphics', '12 GB dedicated GPU'],
      ['Memory', '32 GB DDR5'],
      ['Storage', '1 TB or 2 TB NVMe SSD'],
      ['Cooling', 'Vapour chamber with three fans'],
      ['Keyboard', 'Per-key RGB backlight'],
      ['Weight', '2.5 kg'],
    ],
  }),
  product({
    key: 'aurelon-book-13',
    title: 'Aurelon Book 13',
    shortDes: 'A slim 13-inch laptop with a fanless design and a bright 3:2 screen.',
    price: 999,
    remark: 'popular',
    brand: 'aurelon',
    category: 'laptops',
    illustration: 'laptop',
    size: '8GB/256GB,16GB/512GB',
    color: 'Silver,Graphite',
    intro:
      'Book 13 makes no sound at all and still handles documents, spreadsheets and video calls with ease.',
    specs: [
      ['Display', '13.5-inch IPS, 2256 x 1504, 3:2'],
      ['Processor', '8-core, fanless'],
      ['Memory', '8 GB or 16 GB'],
      ['Storage', '256 GB or 512 GB SSD'],
      ['Battery', 'Up to 17 hours'],
      ['Weight', '1.15 kg'],
    ],
  }),
  product({
    key: 'kyrobyte-flex-15',
    title: 'Kyrobyte Flex 15 2-in-1 Laptop',
    shortDes: 'A convertible 15.6-inch touchscreen laptop that folds into a tablet.',
    price: 849,
    sale: 749,
    remark: 'special',
    brand: 'kyrobyte',
    category: 'laptops',
    illustration: 'laptop',
    size: '16GB/512GB',
    color: 'Silver,Blue',
    intro:
      'Flex 15 turns 360 degrees on its hinge, so it works as a laptop, a tent for films or a sketching tablet.',
    specs: [
      ['Display', '15.6-inch touch IPS, 1920 x 1080'],
      ['Processor', '10-core, up to 4.6 GHz'],
      ['Memory', '16 GB'],
      ['Storage', '512 GB SSD'],
      ['Pen', 'Active pen included'],
      ['Weight', '1.8 kg'],
    ],
  }),
  product({
    key: 'kyrobyte-study-14',
    title: 'Kyrobyte Study 14 Laptop',
    shortDes: 'A durable, budget-friendly 14-inch laptop for school and home.',
    price: 399,
    remark: 'trending',
    brand: 'kyrobyte',
    category: 'laptops',
    illustration: 'laptop',
    size: '8GB/128GB,8GB/256GB',
    color: 'Grey,Blue',
    intro: 'Study 14 has a spill-resistant keyboard and reinforced hinges for life in a backpack.',
    specs: [
      ['Display', '14-inch IPS, 1920 x 1080'],
      ['Processor', '4-core, up to 3.4 GHz'],
      ['Memory', '8 GB'],
      ['Storage', '128 GB or 256 GB'],
      ['Battery', 'Up to 11 hours'],
      ['Durability', 'Spill-resistant keyboard, drop-tested from 70 cm'],
    ],
  }),
  product({
    key: 'kyrobyte-vista-27',
    title: 'Kyrobyte Vista 27 4K Monitor',
    shortDes: 'A 27-inch 4K monitor with USB-C power delivery for one-cable desk setups.',
    price: 329,
    remark: 'popular',
    brand: 'kyrobyte',
    category: 'laptops',
    illustration: 'monitor',
    size: '',
    color: 'Black,White',
    intro:
      'Plug in a laptop with a single USB-C cable and Vista 27 gives you picture, power and a USB hub at once.',
    specs: [
      ['Panel', '27-inch IPS, 3840 x 2160, 60 Hz'],
      ['Colour', '98% DCI-P3, factory calibrated'],
      ['Inputs', 'USB-C (65 W power delivery), 2x HDMI, DisplayPort'],
      ['Stand', 'Height, tilt and swivel adjustment'],
      ['Mounting', 'VESA 100 x 100'],
    ],
  }),
  product({
    key: 'kyrobyte-keys-tkl',
    title: 'Kyrobyte Keys TKL Mechanical Keyboard',
    shortDes: 'A tenkeyless mechanical keyboard with hot-swappable switches and a quiet, damped case.',
    price: 89,
    sale: 74.99,
    remark: 'new',
    brand: 'kyrobyte',
    category: 'laptops',
    illustration: 'keyboard',
    size: 'Linear switches,Tactile switches',
    color: 'Charcoal,White',
    intro: 'Keys TKL connects by USB-C, Bluetooth or a 2.4 GHz dongle and switches between three devices.',
    specs: [
      ['Layout', 'Tenkeyless, 87 keys, US ANSI'],
      ['Switches', 'Hot-swappable, pre-lubed'],
      ['Connection', 'USB-C, Bluetooth 5.1, 2.4 GHz wireless'],
      ['Battery', '4000 mAh, up to 200 hours with backlight off'],
      ['Keycaps', 'Double-shot PBT'],
    ],
  }),

  // Audio
  product({
    key: 'hushwave-hush-700',
    title: 'Hushwave Hush 700 Noise-Cancelling Headphones',
    shortDes: 'Over-ear wireless headphones with adaptive noise cancelling and 40-hour battery life.',
    price: 349,
    sale: 299,
    remark: 'top',
    brand: 'hushwave',
    category: 'audio',
    illustration: 'headphones',
    size: '',
    color: 'Black,Sand,Midnight Blue',
    intro:
      'Hush 700 listens to your surroundings and tunes its noise cancelling to the train, the office or the plane.',
    specs: [
      ['Type', 'Over-ear, closed back'],
      ['Drivers', '40 mm dynamic'],
      ['Noise cancelling', 'Adaptive, with transparency mode'],
      ['Battery', 'Up to 40 hours (ANC on); 10 minutes of charging gives 5 hours'],
      ['Connection', 'Bluetooth 5.3, multipoint, 3.5 mm cable'],
      ['Weight', '254 g'],
    ],
  }),
  product({
    key: 'hushwave-buds-air',
    title: 'Hushwave Buds Air True Wireless Earbuds',
    shortDes: 'Light true wireless earbuds with clear calls and a pocket-size charging case.',
    price: 129,
    remark: 'new',
    brand: 'hushwave',
    category: 'audio',
    illustration: 'earbuds',
    size: '',
    color: 'White,Black',
    intro: 'Buds Air weigh just 4.5 g each and come with three sizes of silicone tips.',
    specs: [
      ['Drivers', '10 mm dynamic'],
      ['Battery', '7 hours per charge, 28 hours with the case'],
      ['Microphones', 'Two per earbud with wind reduction'],
      ['Water resistance', 'IPX4'],
      ['Connection', 'Bluetooth 5.3'],
    ],
  }),
  product({
    key: 'hushwave-buds-pro',
    title: 'Hushwave Buds Pro ANC Earbuds',
    shortDes: 'Noise-cancelling earbuds with wireless charging and spatial audio.',
    price: 199,
    sale: 169,
    remark: 'trending',
    brand: 'hushwave',
    category: 'audio',
    illustration: 'earbuds',
    size: '',
    color: 'Black,Silver,Sage',
    intro: 'Buds Pro bring the noise cancelling of our over-ear headphones into a pair of earbuds.',
    specs: [
      ['Noise cancelling', 'Hybrid ANC, up to 45 dB'],
      ['Battery', '8 hours per charge, 32 hours with the case'],
      ['Charging', 'USB-C and Qi wireless'],
      ['Water resistance', 'IPX5'],
      ['Extras', 'Spatial audio, in-ear detection'],
      ['Connection', 'Bluetooth 5.3, multipoint'],
    ],
  }),
  product({
    key: 'hushwave-boom-mini',
    title: 'Hushwave Boom Mini Portable Speaker',
    shortDes: 'A waterproof Bluetooth speaker the size of a water bottle, with 12 hours of play.',
    price: 59.99,
    remark: 'popular',
    brand: 'hushwave',
    category: 'audio',
    illustration: 'speaker',
    size: '',
    color: 'Teal,Coral,Black',
    intro: 'Boom Mini floats, survives drops onto sand and clips to a backpack strap.',
    specs: [
      ['Output', '10 W'],
      ['Battery', 'Up to 12 hours'],
      ['Water resistance', 'IP67, floats'],
      ['Pairing', 'Link two speakers for stereo'],
      ['Weight', '540 g'],
    ],
  }),
  product({
    key: 'hushwave-boom-max',
    title: 'Hushwave Boom Max Party Speaker',
    shortDes: 'A big portable speaker with deep bass, a light show and 24 hours of battery.',
    price: 249,
    remark: 'special',
    brand: 'hushwave',
    category: 'audio',
    illustration: 'speaker',
    size: '',
    color: 'Black,Blue',
    intro: 'Boom Max fills a garden with sound and doubles as a power bank for your phone.',
    specs: [
      ['Output', '80 W, two woofers and two tweeters'],
      ['Battery', 'Up to 24 hours'],
      ['Water resistance', 'IPX4'],
      ['Extras', 'USB-A power-out, microphone input'],
      ['Weight', '3.9 kg'],
    ],
  }),
  product({
    key: 'orvella-beat-on-ear',
    title: 'Orvella Beat On-Ear Headphones',
    shortDes: 'Foldable on-ear wireless headphones with a lively sound and 30-hour battery.',
    price: 79,
    remark: 'popular',
    brand: 'orvella',
    category: 'audio',
    illustration: 'headphones',
    size: '',
    color: 'Black,White,Coral',
    intro: 'Beat On-Ear fold flat into the included pouch and weigh less than a paperback.',
    specs: [
      ['Type', 'On-ear, foldable'],
      ['Drivers', '32 mm dynamic'],
      ['Battery', 'Up to 30 hours'],
      ['Connection', 'Bluetooth 5.2, 3.5 mm cable'],
      ['Weight', '165 g'],
    ],
  }),
  product({
    key: 'hushwave-arc-soundbar',
    title: 'Hushwave Arc Soundbar',
    shortDes: 'A slim 3.1-channel soundbar with a wireless subwoofer and clear dialogue mode.',
    price: 399,
    remark: 'new',
    brand: 'hushwave',
    category: 'audio',
    illustration: 'soundbar',
    size: '',
    color: 'Black',
    intro:
      'Arc sits neatly under most televisions and lifts voices above the soundtrack at the press of a button.',
    specs: [
      ['Channels', '3.1 with wireless subwoofer'],
      ['Output', '320 W total'],
      ['Inputs', 'HDMI eARC, optical, Bluetooth 5.0, Wi-Fi'],
      ['Formats', 'Dolby Digital, DTS virtual surround'],
      ['Width', '90 cm'],
    ],
  }),

  // Watches
  product({
    key: 'aurelon-watch-s3',
    title: 'Aurelon Watch S3 Smartwatch',
    shortDes: 'A smartwatch with an always-on display, GPS and seven-day battery life.',
    price: 299,
    remark: 'new',
    brand: 'aurelon',
    category: 'watches',
    illustration: 'watch',
    size: '41mm,45mm',
    color: 'Black,Silver,Rose Gold',
    intro: 'Watch S3 tracks workouts, sleep and heart rate, and shows messages from your phone at a glance.',
    specs: [
      ['Display', '1.4-inch AMOLED, always-on'],
      ['Sensors', 'Heart rate, blood oxygen, skin temperature'],
      ['Location', 'Dual-band GPS'],
      ['Battery', 'Up to 7 days, 2 days with always-on display'],
      ['Water resistance', '5 ATM'],
      ['Case', 'Aluminium with sapphire-coated glass'],
    ],
  }),
  product({
    key: 'aurelon-band-2',
    title: 'Aurelon Band 2 Fitness Tracker',
    shortDes: 'A slim fitness band that counts steps, sleep and heart rate for two weeks per charge.',
    price: 49.99,
    sale: 39.99,
    remark: 'trending',
    brand: 'aurelon',
    category: 'watches',
    illustration: 'watch',
    size: 'S,L',
    color: 'Black,Mint,Coral',
    intro: 'Band 2 is light enough to forget you are wearing it, even at night.',
    specs: [
      ['Display', '1.1-inch AMOLED'],
      ['Sensors', 'Heart rate, accelerometer'],
      ['Battery', 'Up to 14 days'],
      ['Water resistance', '5 ATM, swim tracking'],
      ['Weight', '21 g with strap'],
    ],
  }),
  product({
    key: 'halden-meridian-40',
    title: 'Halden Meridian 40 Automatic Watch',
    shortDes: 'A 40 mm automatic watch with a sunburst dial and an exhibition case back.',
    price: 689,
    remark: 'top',
    brand: 'halden',
    category: 'watches',
    illustration: 'watch',
    size: '',
    color: 'Navy,Silver,Green',
    intro:
      'Meridian 40 is assembled in small batches and regulated in five positions before it leaves the workshop.',
    specs: [
      ['Movement', 'Automatic, 28,800 vph, 42-hour power reserve'],
      ['Case', '40 mm stainless steel, 11.5 mm thick'],
      ['Crystal', 'Sapphire with anti-reflective coating'],
      ['Water resistance', '100 m'],
      ['Strap', 'Steel bracelet with quick-release pins'],
      ['Warranty', '3 years'],
    ],
  }),
  product({
    key: 'halden-field-38',
    title: 'Halden Field 38 Quartz Watch',
    shortDes: 'A rugged 38 mm field watch with a luminous dial and a canvas strap.',
    price: 179,
    sale: 149,
    remark: 'popular',
    brand: 'halden',
    category: 'watches',
    illustration: 'watch',
    size: '',
    color: 'Olive,Black,Khaki',
    intro:
      'Field 38 is easy to read in any light and tough enough for hiking, gardening and everything between.',
    specs: [
      ['Movement', 'Swiss quartz'],
      ['Case', '38 mm brushed steel'],
      ['Crystal', 'Sapphire'],
      ['Lume', 'Luminous hands and indices'],
      ['Water resistance', '100 m'],
      ['Strap', '20 mm canvas with leather lining'],
    ],
  }),
  product({
    key: 'halden-diver-300',
    title: 'Halden Diver 300 Automatic',
    shortDes: 'A 300-metre dive watch with a ceramic bezel and a helium escape valve.',
    price: 949,
    remark: 'special',
    brand: 'halden',
    category: 'watches',
    illustration: 'watch',
    size: '',
    color: 'Black,Blue',
    intro: 'Diver 300 is built for real dives and looks just as good with a suit.',
    specs: [
      ['Movement', 'Automatic, 70-hour power reserve'],
      ['Case', '42 mm stainless steel'],
      ['Bezel', 'Unidirectional, ceramic insert'],
      ['Crystal', 'Domed sapphire'],
      ['Water resistance', '300 m, helium escape valve'],
      ['Strap', 'Steel bracelet and rubber strap included'],
    ],
  }),
  product({
    key: 'orvella-fit-active',
    title: 'Orvella Fit Active Smartwatch',
    shortDes: 'A sporty smartwatch with built-in GPS, 100 workout modes and a 10-day battery.',
    price: 129,
    sale: 99,
    remark: 'popular',
    brand: 'orvella',
    category: 'watches',
    illustration: 'watch',
    size: '42mm,46mm',
    color: 'Black,Orange,Sky Blue',
    intro:
      'Fit Active coaches your runs, rides and swims and reminds you to stand up when you have been still too long.',
    specs: [
      ['Display', '1.43-inch AMOLED'],
      ['Location', 'GPS and GLONASS'],
      ['Workouts', '100 modes, auto-detects walking and running'],
      ['Battery', 'Up to 10 days'],
      ['Water resistance', '5 ATM'],
    ],
  }),
  product({
    key: 'halden-classic-dress',
    title: 'Halden Classic Dress Watch',
    shortDes: 'A thin 38 mm dress watch with a cream dial and a brown leather strap.',
    price: 249,
    remark: 'trending',
    brand: 'halden',
    category: 'watches',
    illustration: 'watch',
    size: '',
    color: 'Cream,Brown',
    intro: 'Classic is just 7 mm thin, so it slides under a shirt cuff.',
    specs: [
      ['Movement', 'Swiss quartz'],
      ['Case', '38 mm polished steel, 7 mm thick'],
      ['Crystal', 'Sapphire'],
      ['Water resistance', '30 m'],
      ['Strap', '18 mm Italian leather'],
    ],
  }),

  // Cameras
  product({
    key: 'brightmere-z7',
    title: 'Brightmere Z7 Full-Frame Mirrorless Camera',
    shortDes: 'A 45 MP full-frame mirrorless body with in-body stabilisation and 8K video.',
    price: 1899,
    sale: 1749,
    remark: 'top',
    brand: 'brightmere',
    category: 'cameras',
    illustration: 'camera',
    size: 'Body only,With 24-70mm lens',
    color: 'Black',
    intro: 'Z7 tracks eyes of people, animals and birds, and holds steady handheld shots down to one second.',
    specs: [
      ['Sensor', '45 MP full-frame BSI CMOS'],
      ['Stabilisation', '5-axis in-body, up to 8 stops'],
      ['Autofocus', '693-point hybrid AF with subject detection'],
      ['Video', '8K 30p, 4K 120p, 10-bit'],
      ['Viewfinder', '5.76 million-dot OLED'],
      ['Storage', 'Dual card slots (CFexpress and SD)'],
      ['Weight', '720 g body only'],
    ],
  }),
  product({
    key: 'brightmere-z5-kit',
    title: 'Brightmere Z5 Mirrorless Camera Kit',
    shortDes: 'A light 26 MP mirrorless camera with an 18-55 mm kit lens, ideal as a first serious camera.',
    price: 1099,
    remark: 'new',
    brand: 'brightmere',
    category: 'cameras',
    illustration: 'camera',
    size: '',
    color: 'Black,Silver',
    intro: 'Z5 has friendly guide modes to learn with and the manual dials to grow into.',
    specs: [
      ['Sensor', '26 MP APS-C'],
      ['Lens', '18-55 mm f/3.5-5.6 stabilised kit lens'],
      ['Autofocus', 'Eye detection for people and animals'],
      ['Video', '4K 60p'],
      ['Screen', '3-inch vari-angle touchscreen'],
      ['Weight', '450 g with battery'],
    ],
  }),
  product({
    key: 'brightmere-pocket-4k',
    title: 'Brightmere Pocket 4K Action Camera',
    shortDes: 'A waterproof action camera with 4K 60p video and horizon levelling.',
    price: 329,
    sale: 279,
    remark: 'trending',
    brand: 'brightmere',
    category: 'cameras',
    illustration: 'action-camera',
    size: '',
    color: 'Black,Orange',
    intro: 'Pocket 4K keeps the horizon straight on bikes, boards and rollercoasters.',
    specs: [
      ['Video', '4K 60p, 2.7K 120p'],
      ['Stabilisation', 'Electronic, with 360-degree horizon levelling'],
      ['Water resistance', '10 m without a housing'],
      ['Screens', '2.3-inch rear touchscreen, 1.4-inch front screen'],
      ['Battery', '1720 mAh, about 150 minutes of 1080p recording'],
    ],
  }),
  product({
    key: 'brightmere-35mm-f18',
    title: 'Brightmere 35mm f/1.8 Prime Lens',
    shortDes: 'A compact, bright 35 mm prime lens for street, travel and low-light photography.',
    price: 449,
    remark: 'popular',
    brand: 'brightmere',
    category: 'cameras',
    illustration: 'lens',
    size: '',
    color: 'Black',
    intro: 'At 210 g this lens turns any Brightmere body into a light everyday camera.',
    specs: [
      ['Focal length', '35 mm'],
      ['Aperture', 'f/1.8 to f/22, 9 rounded blades'],
      ['Mount', 'Brightmere Z mount'],
      ['Autofocus', 'Silent stepping motor'],
      ['Filter size', '58 mm'],
      ['Weight', '210 g'],
    ],
  }),
  product({
    key: 'brightmere-instant-mini',
    title: 'Brightmere Instant Mini Camera',
    shortDes: 'A cheerful instant camera that prints credit-card-size photos in seconds.',
    price: 89,
    remark: 'special',
    brand: 'brightmere',
    category: 'cameras',
    illustration: 'camera',
    size: '',
    color: 'Mint,Lavender,White',
    intro: 'Instant Mini sets the exposure for you, so every print comes out bright.',
    specs: [
      ['Film', 'Brightmere Instant Mini film, 10 shots per pack'],
      ['Lens', '60 mm f/12.7'],
      ['Flash', 'Automatic'],
      ['Power', '2 AA batteries, about 100 shots'],
      ['Extras', 'Selfie mirror, close-up mode'],
    ],
  }),
  product({
    key: 'brightmere-vlog-x',
    title: 'Brightmere Vlog X Compact Camera',
    shortDes: 'A compact vlogging camera with a flip screen, a fast zoom lens and a directional microphone.',
    price: 649,
    remark: 'new',
    brand: 'brightmere',
    category: 'cameras',
    illustration: 'camera',
    size: '',
    color: 'Black,White',
    intro: 'Vlog X keeps your face in focus and your voice clear, even while you walk and talk.',
    specs: [
      ['Sensor', '20 MP 1-inch'],
      ['Lens', '24-72 mm equivalent, f/1.8-2.8'],
      ['Video', '4K 30p, 1080p 120p'],
      ['Screen', '3-inch flip-out touchscreen'],
      ['Audio', 'Three-capsule directional microphone, windscreen included'],
    ],
  }),
  product({
    key: 'brightmere-travel-tripod',
    title: 'Brightmere Travel Tripod',
    shortDes: 'A carbon-fibre travel tripod that folds to 40 cm and holds up to 8 kg.',
    price: 79,
    sale: 64.99,
    remark: 'popular',
    brand: 'brightmere',
    category: 'cameras',
    illustration: 'tripod',
    size: '',
    color: 'Black,Grey',
    intro: 'The legs fold back around the ball head so the tripod fits in a carry-on bag.',
    specs: [
      ['Material', 'Carbon fibre legs, aluminium head'],
      ['Maximum height', '150 cm'],
      ['Folded length', '40 cm'],
      ['Load capacity', '8 kg'],
      ['Weight', '1.1 kg'],
    ],
  }),

  // Men's fashion
  product({
    key: 'marlowe-oxford-shirt',
    title: 'Marlowe & Finch Oxford Shirt',
    shortDes: 'A classic button-down Oxford shirt in soft, breathable cotton.',
    price: 49.5,
    remark: 'popular',
    brand: 'marlowe-finch',
    category: 'mens-fashion',
    illustration: 'shirt',
    size: 'S,M,L,XL,XXL',
    color: 'White,Sky Blue,Navy',
    intro: 'Garment-washed for a lived-in feel from the first wear, with a collar that keeps its roll.',
    specs: [
      ['Fabric', '100% cotton Oxford cloth'],
      ['Fit', 'Regular'],
      ['Collar', 'Button-down'],
      ['Buttons', 'Mother-of-pearl'],
      ['Care', 'Machine wash at 40 degrees C'],
    ],
  }),
  product({
    key: 'marlowe-slim-chinos',
    title: 'Marlowe & Finch Slim Chinos',
    shortDes: 'Slim-fit stretch chinos that work from office to weekend.',
    price: 59,
    sale: 44.25,
    remark: 'trending',
    brand: 'marlowe-finch',
    category: 'mens-fashion',
    illustration: 'trousers',
    size: '30,32,34,36,38',
    color: 'Khaki,Navy,Olive',
    intro: 'A touch of stretch keeps these chinos comfortable through a long day.',
    specs: [
      ['Fabric', '98% cotton, 2% elastane twill'],
      ['Fit', 'Slim, tapered leg'],
      ['Inside leg', '32 inches'],
      ['Pockets', 'Two slant front, two welt back'],
      ['Care', 'Machine wash cold'],
    ],
  }),
  product({
    key: 'marlowe-waxed-jacket',
    title: 'Marlowe & Finch Waxed Cotton Jacket',
    shortDes: 'A weatherproof waxed cotton jacket with a corduroy collar and a tartan lining.',
    price: 189,
    remark: 'top',
    brand: 'marlowe-finch',
    category: 'mens-fashion',
    illustration: 'jacket',
    size: 'S,M,L,XL',
    color: 'Olive,Navy,Brown',
    intro:
      'Waxed cotton sheds rain and softens with age; re-proof once a season to keep it going for decades.',
    specs: [
      ['Outer', '100% waxed cotton'],
      ['Lining', 'Cotton tartan'],
      ['Collar', 'Corduroy'],
      ['Pockets', 'Two bellows, two hand-warmer, one inside'],
      ['Fastening', 'Two-way zip with storm flap'],
      ['Care', 'Wipe clean; do not wash'],
    ],
  }),
  product({
    key: 'fjellbrook-merino-crew',
    title: 'Fjellbrook Merino Crew Sweater',
    shortDes: 'A fine-knit merino wool sweater that is warm, breathable and never itchy.',
    price: 89,
    sale: 69,
    remark: 'special',
    brand: 'fjellbrook',
    category: 'mens-fashion',
    illustration: 'sweater',
    size: 'S,M,L,XL,XXL',
    color: 'Charcoal,Navy,Burgundy',
    intro:
      'Extra-fine merino regulates temperature on its own, so it layers well under a coat or on its own.',
    specs: [
      ['Fabric', '100% extra-fine merino wool, 17.5 micron'],
      ['Fit', 'Regular'],
      ['Neck', 'Crew'],
      ['Weight', 'Midweight, 12 gauge'],
      ['Care', 'Machine wash on wool cycle'],
    ],
  }),
  product({
    key: 'marlowe-linen-shirt',
    title: 'Marlowe & Finch Linen Summer Shirt',
    shortDes: 'A relaxed linen shirt with a camp collar, made for hot days.',
    price: 54,
    remark: 'new',
    brand: 'marlowe-finch',
    category: 'mens-fashion',
    illustration: 'shirt',
    size: 'S,M,L,XL',
    color: 'White,Sand,Sage',
    intro: 'Pure European linen keeps you cool and gets softer every time it is washed.',
    specs: [
      ['Fabric', '100% linen'],
      ['Fit', 'Relaxed'],
      ['Collar', 'Camp collar'],
      ['Sleeves', 'Short'],
      ['Care', 'Machine wash at 30 degrees C'],
    ],
  }),
  product({
    key: 'fjellbrook-trail-hoodie',
    title: 'Fjellbrook Trail Hoodie',
    shortDes: 'A heavyweight organic cotton hoodie with a lined hood and a kangaroo pocket.',
    price: 64,
    remark: 'popular',
    brand: 'fjellbrook',
    category: 'mens-fashion',
    illustration: 'hoodie',
    size: 'S,M,L,XL,XXL',
    color: 'Grey,Forest Green,Black',
    intro: 'Brushed inside for warmth, with ribbed cuffs that keep their shape wash after wash.',
    specs: [
      ['Fabric', '100% organic cotton fleece, 400 gsm'],
      ['Fit', 'Relaxed'],
      ['Hood', 'Lined, with flat drawcords'],
      ['Pockets', 'Kangaroo pocket'],
      ['Care', 'Machine wash cold, tumble dry low'],
    ],
  }),
  product({
    key: 'marlowe-canvas-weekender',
    title: 'Marlowe & Finch Canvas Weekender Bag',
    shortDes: 'A 40-litre waxed canvas holdall with leather handles and a shoe compartment.',
    price: 129,
    remark: 'special',
    brand: 'marlowe-finch',
    category: 'mens-fashion',
    illustration: 'bag',
    size: '',
    color: 'Olive,Navy,Tan',
    intro: 'Sized to fit most airline overhead bins, with room for a long weekend away.',
    specs: [
      ['Capacity', '40 litres'],
      ['Outer', 'Waxed cotton canvas'],
      ['Trim', 'Full-grain leather handles and base'],
      ['Dimensions', '52 x 28 x 28 cm'],
      ['Extras', 'Zipped shoe compartment, detachable shoulder strap'],
    ],
  }),

  // Women's fashion
  product({
    key: 'solvane-wrap-dress',
    title: 'Solvane Wrap Midi Dress',
    shortDes: 'A flattering wrap dress in a fluid crepe that drapes beautifully.',
    price: 79,
    sale: 59,
    remark: 'trending',
    brand: 'solvane',
    category: 'womens-fashion',
    illustration: 'dress',
    size: 'XS,S,M,L,XL',
    color: 'Emerald,Black,Burgundy',
    intro: 'The adjustable tie waist and fluttering sleeves make it easy to dress up or down.',
    specs: [
      ['Fabric', '100% recycled polyester crepe'],
      ['Length', 'Midi, about 120 cm'],
      ['Sleeves', 'Short flutter sleeves'],
      ['Fastening', 'Wrap with tie waist'],
      ['Care', 'Machine wash at 30 degrees C'],
    ],
  }),
  product({
    key: 'solvane-linen-midi',
    title: 'Solvane Linen Midi Dress',
    shortDes: 'A relaxed sleeveless linen dress with deep side pockets.',
    price: 95,
    remark: 'new',
    brand: 'solvane',
    category: 'womens-fashion',
    illustration: 'dress',
    size: 'XS,S,M,L,XL',
    color: 'Sand,White,Terracotta',
    intro: 'Stone-washed linen gives this dress an easy, lived-in feel for long summer days.',
    specs: [
      ['Fabric', '100% linen'],
      ['Length', 'Midi, about 118 cm'],
      ['Neck', 'Square neckline'],
      ['Pockets', 'Two side pockets'],
      ['Care', 'Machine wash at 30 degrees C'],
    ],
  }),
  product({
    key: 'solvane-silk-blouse',
    title: 'Solvane Silk Blouse',
    shortDes: 'A washable silk blouse with a soft collar and covered buttons.',
    price: 68,
    remark: 'popular',
    brand: 'solvane',
    category: 'womens-fashion',
    illustration: 'shirt',
    size: 'XS,S,M,L,XL',
    color: 'Ivory,Blush,Black',
    intro: 'Sand-washed silk has a matte sheen and, unusually, goes in the washing machine.',
    specs: [
      ['Fabric', '100% sand-washed silk'],
      ['Fit', 'Relaxed'],
      ['Collar', 'Soft point collar'],
      ['Buttons', 'Fabric-covered'],
      ['Care', 'Machine wash cold on a delicate cycle'],
    ],
  }),
  product({
    key: 'solvane-leather-tote',
    title: 'Solvane Leather Tote Bag',
    shortDes: 'A roomy full-grain leather tote that fits a 14-inch laptop.',
    price: 119,
    sale: 99,
    remark: 'special',
    brand: 'solvane',
    category: 'womens-fashion',
    illustration: 'bag',
    size: '',
    color: 'Tan,Black,Burgundy',
    intro: 'Vegetable-tanned leather that darkens with a rich patina as the years go by.',
    specs: [
      ['Material', 'Full-grain vegetable-tanned leather'],
      ['Dimensions', '38 x 30 x 14 cm'],
      ['Handles', 'Shoulder straps, 25 cm drop'],
      ['Inside', 'Padded laptop sleeve, zip pocket, key clip'],
      ['Closure', 'Magnetic snap'],
    ],
  }),
  product({
    key: 'marlowe-trench-coat',
    title: 'Marlowe & Finch Classic Trench Coat',
    shortDes: "A double-breasted women's trench coat in water-repellent cotton gabardine.",
    price: 229,
    remark: 'top',
    brand: 'marlowe-finch',
    category: 'womens-fashion',
    illustration: 'coat',
    size: 'XS,S,M,L,XL',
    color: 'Stone,Navy,Black',
    intro: 'A timeless trench with storm flaps, a removable belt and a check lining.',
    specs: [
      ['Outer', '100% cotton gabardine, water-repellent finish'],
      ['Lining', 'Cotton check'],
      ['Length', 'Knee length'],
      ['Fastening', 'Double-breasted with belt'],
      ['Care', 'Dry clean only'],
    ],
  }),
  product({
    key: 'solvane-pleated-skirt',
    title: 'Solvane Pleated Midi Skirt',
    shortDes: 'A swishy pleated skirt with an elasticated waist.',
    price: 58,
    remark: 'new',
    brand: 'solvane',
    category: 'womens-fashion',
    illustration: 'skirt',
    size: 'XS,S,M,L,XL',
    color: 'Sage,Black,Blush',
    intro: 'Knife pleats that hold their shape and move beautifully as you walk.',
    specs: [
      ['Fabric', '100% recycled polyester satin'],
      ['Length', 'Midi, about 80 cm'],
      ['Waist', 'Elasticated back'],
      ['Lining', 'Fully lined'],
      ['Care', 'Machine wash at 30 degrees C'],
    ],
  }),
  product({
    key: 'fjellbrook-puffer-jacket',
    title: 'Fjellbrook Quilted Puffer Jacket',
    shortDes: "A warm, packable women's puffer jacket with recycled insulation.",
    price: 149,
    sale: 119,
    remark: 'trending',
    brand: 'fjellbrook',
    category: 'womens-fashion',
    illustration: 'jacket',
    size: 'XS,S,M,L,XL',
    color: 'Black,Forest Green,Coral',
    intro: 'Packs into its own pocket and keeps you warm down to about minus 10 degrees C.',
    specs: [
      ['Outer', 'Recycled nylon ripstop, water-repellent'],
      ['Insulation', 'Recycled synthetic fill, 150 g'],
      ['Hood', 'Fixed, adjustable'],
      ['Pockets', 'Two zipped hand pockets, one inside'],
      ['Weight', '420 g in size M'],
    ],
  }),

  // Shoes
  product({
    key: 'strider-cloudrun-3',
    title: 'Strider Lane CloudRun 3 Running Shoes',
    shortDes: 'Cushioned everyday running shoes with a breathable knit upper.',
    price: 139,
    sale: 119,
    remark: 'top',
    brand: 'strider-lane',
    category: 'shoes',
    illustration: 'sneaker',
    size: '7,8,9,10,11,12',
    color: 'Blue,Black,Coral',
    intro: 'A soft foam midsole with a firmer heel clip for a stable ride from 5K to marathon.',
    specs: [
      ['Upper', 'Engineered knit'],
      ['Midsole', 'Nitrogen-infused foam'],
      ['Drop', '8 mm'],
      ['Outsole', 'Rubber in high-wear zones'],
      ['Weight', '255 g (US men 9)'],
      ['Use', 'Road running, daily training'],
    ],
  }),
  product({
    key: 'strider-court-classic',
    title: 'Strider Lane Court Classic Sneakers',
    shortDes: 'Clean leather low-top sneakers that go with everything.',
    price: 89,
    remark: 'popular',
    brand: 'strider-lane',
    category: 'shoes',
    illustration: 'sneaker',
    size: '6,7,8,9,10,11,12',
    color: 'White,Black,Navy',
    intro: 'Full-grain leather on a stitched cupsole: simple, comfortable and resoleable.',
    specs: [
      ['Upper', 'Full-grain leather'],
      ['Lining', 'Leather'],
      ['Sole', 'Stitched rubber cupsole'],
      ['Insole', 'Removable cork footbed'],
      ['Care', 'Wipe clean with a damp cloth'],
    ],
  }),
  product({
    key: 'strider-ridge-hiker',
    title: 'Strider Lane Ridge Waterproof Hiking Boots',
    shortDes: 'Waterproof mid-cut hiking boots with a grippy lugged sole.',
    price: 169,
    remark: 'special',
    brand: 'strider-lane',
    category: 'shoes',
    illustration: 'boot',
    size: '7,8,9,10,11,12,13',
    color: 'Brown,Grey',
    intro: 'A waterproof membrane and a supportive ankle collar for wet trails and rocky ground.',
    specs: [
      ['Upper', 'Nubuck leather and mesh'],
      ['Membrane', 'Waterproof, breathable'],
      ['Midsole', 'EVA with TPU shank'],
      ['Outsole', '5 mm lugs, sticky rubber'],
      ['Weight', '540 g per boot (US men 9)'],
    ],
  }),
  product({
    key: 'strider-chelsea-boot',
    title: 'Strider Lane Leather Chelsea Boots',
    shortDes: 'Goodyear-welted suede Chelsea boots with elastic sides.',
    price: 199,
    sale: 169,
    remark: 'trending',
    brand: 'strider-lane',
    category: 'shoes',
    illustration: 'boot',
    size: '7,8,9,10,11,12',
    color: 'Tan,Black',
    intro: 'Goodyear welting means these boots can be resoled again and again.',
    specs: [
      ['Upper', 'Suede'],
      ['Construction', 'Goodyear welted'],
      ['Sole', 'Rubber commando sole'],
      ['Lining', 'Leather'],
      ['Heel', '3 cm'],
    ],
  }),
  product({
    key: 'solvane-block-heel-pump',
    title: 'Solvane Block Heel Pumps',
    shortDes: 'Comfortable leather pumps with a steady 6 cm block heel.',
    price: 98,
    remark: 'new',
    brand: 'solvane',
    category: 'shoes',
    illustration: 'heel',
    size: '5,6,7,8,9,10',
    color: 'Black,Nude,Red',
    intro: 'A padded footbed and a wide block heel for a whole day on your feet.',
    specs: [
      ['Upper', 'Nappa leather'],
      ['Heel', '6 cm block'],
      ['Toe', 'Almond'],
      ['Insole', 'Memory foam, leather covered'],
      ['Sole', 'Leather with rubber tread'],
    ],
  }),
  product({
    key: 'strider-slide-sandal',
    title: 'Strider Lane Recovery Slides',
    shortDes: 'Soft, cushioned slides for the pool, the beach and after a run.',
    price: 29.99,
    remark: 'popular',
    brand: 'strider-lane',
    category: 'shoes',
    illustration: 'sandal',
    size: '6,7,8,9,10,11,12',
    color: 'Black,Sand,Sky Blue',
    intro: 'A contoured footbed that cradles tired feet, in one waterproof piece.',
    specs: [
      ['Material', 'Closed-cell foam'],
      ['Footbed', 'Contoured with arch support'],
      ['Water', 'Fully waterproof'],
      ['Weight', '180 g per slide'],
      ['Care', 'Rinse with water'],
    ],
  }),
  product({
    key: 'strider-trail-runner',
    title: 'Strider Lane Trail Runner GTX',
    shortDes: 'Waterproof trail running shoes with a rock plate and deep lugs.',
    price: 159,
    remark: 'new',
    brand: 'strider-lane',
    category: 'shoes',
    illustration: 'sneaker',
    size: '7,8,9,10,11,12',
    color: 'Orange,Grey,Forest Green',
    intro: 'A protective rock plate and a waterproof upper for muddy, rocky mountain trails.',
    specs: [
      ['Upper', 'Waterproof mesh'],
      ['Protection', 'Rock plate, rubber toe cap'],
      ['Drop', '6 mm'],
      ['Outsole', '4.5 mm lugs'],
      ['Weight', '310 g (US men 9)'],
    ],
  }),

  // Home & kitchen
  product({
    key: 'emberwood-dutch-oven',
    title: 'Emberwood Enamelled Cast Iron Dutch Oven 5.5 qt',
    shortDes: 'An enamelled cast iron casserole for stews, braises and crusty homemade bread.',
    price: 119,
    sale: 89,
    remark: 'popular',
    brand: 'emberwood',
    category: 'home-kitchen',
    illustration: 'pot',
    size: '3.5 qt,5.5 qt,7 qt',
    color: 'Red,Teal,Cream',
    intro:
      'Cast iron holds heat evenly for slow cooking; the enamel needs no seasoning and cleans up easily.',
    specs: [
      ['Capacity', '5.5 quarts (5.2 litres)'],
      ['Material', 'Enamelled cast iron'],
      ['Hobs', 'All hobs, including induction'],
      ['Oven safe', 'Up to 260 degrees C (500 degrees F)'],
      ['Weight', '5.4 kg'],
      ['Warranty', 'Lifetime'],
    ],
  }),
  product({
    key: 'emberwood-gooseneck-kettle',
    title: 'Emberwood Gooseneck Electric Kettle',
    shortDes: 'A temperature-controlled kettle with a precise pour spout for pour-over coffee and tea.',
    price: 69,
    remark: 'new',
    brand: 'emberwood',
    category: 'home-kitchen',
    illustration: 'kettle',
    size: '',
    color: 'Black,White,Copper',
    intro: 'Set any temperature from 40 to 100 degrees C and hold it for up to an hour.',
    specs: [
      ['Capacity', '0.9 litres'],
      ['Power', '1200 W'],
      ['Temperature', 'Adjustable 40-100 degrees C, 1-degree steps'],
      ['Hold', 'Keeps warm for 60 minutes'],
      ['Material', 'Stainless steel, BPA-free'],
    ],
  }),
  product({
    key: 'emberwood-power-blender',
    title: 'Emberwood Power Blender',
    shortDes: 'A 1400 W blender with a 2-litre jug that crushes ice and makes silky smoothies.',
    price: 149,
    remark: 'trending',
    brand: 'emberwood',
    category: 'home-kitchen',
    illustration: 'blender',
    size: '',
    color: 'Silver,Black,Red',
    intro: 'Six preset programmes for smoothies, soups, nut butters and ice, plus a pulse button.',
    specs: [
      ['Power', '1400 W'],
      ['Jug', '2 litres, BPA-free Tritan'],
      ['Programmes', '6 presets and variable speed'],
      ['Blades', 'Hardened stainless steel, 6 prongs'],
      ['Cleaning', 'Self-clean programme, dishwasher-safe jug'],
    ],
  }),
  product({
    key: 'emberwood-chef-knife',
    title: "Emberwood 8-inch Chef's Knife",
    shortDes: 'A balanced 8-inch chef knife forged from high-carbon stainless steel.',
    price: 59,
    sale: 45,
    remark: 'special',
    brand: 'emberwood',
    category: 'home-kitchen',
    illustration: 'knife',
    size: '',
    color: 'Black,Walnut',
    intro: 'Hand-sharpened to 15 degrees per side for clean, effortless slicing.',
    specs: [
      ['Blade', '20 cm high-carbon stainless steel'],
      ['Hardness', '58 HRC'],
      ['Edge', '15 degrees per side'],
      ['Handle', 'Full tang, riveted'],
      ['Care', 'Hand wash and dry'],
    ],
  }),
  product({
    key: 'emberwood-frying-pan',
    title: 'Emberwood Ceramic Non-Stick Frying Pan 28 cm',
    shortDes: 'A 28 cm frying pan with a PFAS-free ceramic coating and a stay-cool handle.',
    price: 45,
    remark: 'top',
    brand: 'emberwood',
    category: 'home-kitchen',
    illustration: 'pan',
    size: '24 cm,28 cm',
    color: 'Grey,Sage',
    intro: 'Eggs slide right off, and the heavy base heats evenly on every hob.',
    specs: [
      ['Diameter', '28 cm'],
      ['Coating', 'Ceramic non-stick, PFAS-free'],
      ['Base', 'Forged aluminium with induction plate'],
      ['Oven safe', 'Up to 220 degrees C'],
      ['Handle', 'Stay-cool stainless steel'],
    ],
  }),
  product({
    key: 'emberwood-drip-coffee',
    title: 'Emberwood Drip Coffee Maker',
    shortDes: 'A 10-cup drip coffee maker with a thermal carafe and a programmable timer.',
    price: 89,
    remark: 'popular',
    brand: 'emberwood',
    category: 'home-kitchen',
    illustration: 'coffee-maker',
    size: '',
    color: 'Black,Silver',
    intro:
      'Brews at the right temperature for full flavour and keeps coffee hot for hours without a hot plate.',
    specs: [
      ['Capacity', '10 cups (1.25 litres)'],
      ['Carafe', 'Double-walled stainless steel'],
      ['Power', '1000 W'],
      ['Timer', '24-hour programmable start'],
      ['Filter', 'Permanent gold-tone filter included'],
    ],
  }),
  product({
    key: 'fjellbrook-stoneware-mugs',
    title: 'Fjellbrook Stoneware Mug Set of 4',
    shortDes: 'Four hand-glazed stoneware mugs, each one slightly unique.',
    price: 34,
    remark: 'special',
    brand: 'fjellbrook',
    category: 'home-kitchen',
    illustration: 'mug',
    size: '',
    color: 'Cream,Sage,Blue',
    intro: 'Reactive glazes give every mug its own pattern; they are dishwasher and microwave safe.',
    specs: [
      ['Set', '4 mugs'],
      ['Capacity', '350 ml each'],
      ['Material', 'Stoneware'],
      ['Care', 'Dishwasher and microwave safe'],
      ['Height', '10 cm'],
    ],
  }),

  // Gaming
  product({
    key: 'arcadeon-core-console',
    title: 'Arcadeon Core Game Console',
    shortDes: 'A 4K home console with a fast SSD and backwards compatibility.',
    price: 499,
    remark: 'top',
    brand: 'arcadeon',
    category: 'gaming',
    illustration: 'console',
    size: '1TB,2TB',
    color: 'White,Black',
    intro: 'Loads games in seconds and plays at up to 120 frames per second on a compatible TV.',
    specs: [
      ['Resolution', 'Up to 4K at 120 Hz'],
      ['Storage', '1 TB or 2 TB NVMe SSD, expandable'],
      ['Graphics', 'Ray tracing support'],
      ['Drive', 'Digital only'],
      ['Connectivity', 'Wi-Fi 6, Bluetooth 5.1, Ethernet, HDMI 2.1'],
      ['In the box', 'Console, one controller, HDMI cable'],
    ],
  }),
  product({
    key: 'arcadeon-pro-controller',
    title: 'Arcadeon Pro Wireless Controller',
    shortDes: 'A wireless controller with back paddles, adjustable triggers and 40-hour battery.',
    price: 69.99,
    sale: 59.99,
    remark: 'popular',
    brand: 'arcadeon',
    category: 'gaming',
    illustration: 'gamepad',
    size: '',
    color: 'Black,White,Red',
    intro: 'Remap any button to the four back paddles and save profiles for different games.',
    specs: [
      ['Connection', '2.4 GHz wireless, Bluetooth, USB-C'],
      ['Battery', 'Up to 40 hours'],
      ['Extras', 'Four back paddles, trigger stops'],
      ['Sticks', 'Hall-effect, no drift'],
      ['Compatibility', 'Arcadeon Core, PC'],
    ],
  }),
  product({
    key: 'arcadeon-handheld-go',
    title: 'Arcadeon Go Handheld Console',
    shortDes: 'A handheld gaming console with a 7-inch screen that plays your PC library on the go.',
    price: 399,
    remark: 'new',
    brand: 'arcadeon',
    category: 'gaming',
    illustration: 'handheld',
    size: '512GB,1TB',
    color: 'Black,White',
    intro: 'Go docks to a TV for big-screen play and picks up where you left off when you leave the house.',
    specs: [
      ['Display', '7-inch IPS, 1920 x 1080, 120 Hz'],
      ['Processor', '8-core with integrated RDNA graphics'],
      ['Memory', '16 GB'],
      ['Storage', '512 GB or 1 TB SSD, microSD slot'],
      ['Battery', '40 Wh, 2-6 hours of play'],
      ['Weight', '610 g'],
    ],
  }),
  product({
    key: 'arcadeon-strike-headset',
    title: 'Arcadeon Strike Wireless Gaming Headset',
    shortDes: 'A lightweight wireless gaming headset with a detachable microphone and 7.1 surround.',
    price: 119,
    remark: 'trending',
    brand: 'arcadeon',
    category: 'gaming',
    illustration: 'headphones',
    size: '',
    color: 'Black,White',
    intro: 'Hear footsteps clearly and talk to your team without lag over a low-latency 2.4 GHz link.',
    specs: [
      ['Drivers', '50 mm'],
      ['Surround', 'Virtual 7.1'],
      ['Microphone', 'Detachable, noise-reducing'],
      ['Connection', '2.4 GHz wireless, Bluetooth'],
      ['Battery', 'Up to 30 hours'],
      ['Weight', '290 g'],
    ],
  }),
  product({
    key: 'arcadeon-vector-mouse',
    title: 'Arcadeon Vector Gaming Mouse',
    shortDes: 'An ultra-light 58 g wireless gaming mouse with a 26,000 DPI sensor.',
    price: 59,
    sale: 44.99,
    remark: 'special',
    brand: 'arcadeon',
    category: 'gaming',
    illustration: 'mouse',
    size: '',
    color: 'Black,White',
    intro: 'Optical switches and a precise sensor for fast, accurate aim.',
    specs: [
      ['Sensor', 'Optical, 26,000 DPI'],
      ['Weight', '58 g'],
      ['Switches', 'Optical, rated for 90 million clicks'],
      ['Connection', '2.4 GHz wireless, USB-C'],
      ['Battery', 'Up to 80 hours'],
    ],
  }),
  product({
    key: 'kyrobyte-hyperion-27',
    title: 'Kyrobyte Hyperion 27 Gaming Monitor',
    shortDes: 'A 27-inch 1440p gaming monitor with a 240 Hz refresh rate and 1 ms response.',
    price: 449,
    sale: 399,
    remark: 'top',
    brand: 'kyrobyte',
    category: 'gaming',
    illustration: 'monitor',
    size: '',
    color: 'Black',
    intro: 'Smooth, tear-free motion with adaptive sync and a fast IPS panel.',
    specs: [
      ['Panel', '27-inch IPS, 2560 x 1440'],
      ['Refresh rate', '240 Hz'],
      ['Response time', '1 ms (GtG)'],
      ['HDR', 'HDR400'],
      ['Inputs', '2x HDMI 2.1, DisplayPort 1.4'],
      ['Stand', 'Height and tilt adjustable'],
    ],
  }),
  product({
    key: 'arcadeon-forge-keyboard',
    title: 'Arcadeon Forge RGB Gaming Keyboard',
    shortDes: 'A full-size mechanical gaming keyboard with per-key RGB and a magnetic wrist rest.',
    price: 129,
    remark: 'popular',
    brand: 'arcadeon',
    category: 'gaming',
    illustration: 'keyboard',
    size: 'Linear switches,Clicky switches',
    color: 'Black,White',
    intro: 'A volume wheel, dedicated media keys and an aluminium top plate that does not flex.',
    specs: [
      ['Layout', 'Full size, 104 keys'],
      ['Switches', 'Mechanical, 50 million keystrokes'],
      ['Lighting', 'Per-key RGB'],
      ['Extras', 'Volume wheel, media keys, magnetic wrist rest'],
      ['Connection', 'USB-C, detachable cable'],
    ],
  }),
];

export const SLIDERS: readonly SliderSeed[] = [
  {
    key: 'nova-x5-launch',
    title: 'Meet the Aurelon Nova X5',
    des: 'A 6.7-inch OLED display, a 50 MP triple camera and two days of battery. Now $100 off at launch.',
    product: 'aurelon-nova-x5',
  },
  {
    key: 'hush-700-quiet',
    title: 'Silence, on demand',
    des: 'Hushwave Hush 700 headphones adapt their noise cancelling to wherever you are, for 40 hours per charge.',
    product: 'hushwave-hush-700',
  },
  {
    key: 'aero-14-travel',
    title: 'Power that travels light',
    des: 'The Kyrobyte Aero 14 weighs just 1.2 kg and runs up to 15 hours away from the socket.',
    product: 'kyrobyte-aero-14',
  },
  {
    key: 'cloudrun-3-run',
    title: 'Run further in comfort',
    des: 'Strider Lane CloudRun 3: soft foam, a stable heel and a breathable knit upper, now $20 off.',
    product: 'strider-cloudrun-3',
  },
].map((slider) => ({ ...slider, image: imageUrl.slider(slider.key) }));

export const FEATURES: readonly FeatureSeed[] = [
  {
    key: 'free-delivery',
    name: 'Free Delivery',
    description: 'Free standard shipping on every order over $50.',
  },
  {
    key: 'secure-payment',
    name: 'Secure Payment',
    description: 'Cards are handled by an accredited payment gateway; we never see your card number.',
  },
  {
    key: 'easy-returns',
    name: '30-Day Returns',
    description: 'Changed your mind? Send it back within 30 days for a full refund.',
  },
  {
    key: 'support',
    name: '24/7 Support',
    description: 'Our care team answers by e-mail and phone, day and night.',
  },
].map((feature) => ({ ...feature, img: imageUrl.feature(feature.key) }));

const CONTACT_EMAIL = 'support@shop.example';
/** As the storefront's top bar writes them (shell/src/layout/contact.ts): one address and one number everywhere. */
const CONTACT_PHONE = '+1 (555) 010-2030';

export const LEGAL_PAGES: Readonly<Record<LegalType, string>> = {
  about: `<p>Shop is an independent online store for everyday technology, clothing, shoes and kitchenware. We started with a simple idea: a small range of well-made things, described honestly, priced fairly and delivered quickly.</p>
<h2>What we sell</h2>
<p>Every product in our catalogue is chosen by our buying team after hands-on testing. We would rather stock a few products we trust than thousands we know nothing about.</p>
<ul>
<li><strong>Electronics:</strong> phones, tablets, laptops, audio, watches, cameras and gaming gear.</li>
<li><strong>Fashion:</strong> shirts, knitwear, outerwear, dresses, bags and shoes for men and women.</li>
<li><strong>Home &amp; Kitchen:</strong> cookware, small appliances and tableware that lasts.</li>
</ul>
<h2>How we work</h2>
<ul>
<li>Clear prices in US dollars, with VAT shown before you pay.</li>
<li>Free standard delivery on orders over $50.</li>
<li>30 days to change your mind on almost everything.</li>
<li>A real person answers every message, 24 hours a day, 7 days a week.</li>
</ul>
<h2>Get in touch</h2>
<p>Questions, ideas or feedback? Write to <strong>${CONTACT_EMAIL}</strong> or call <strong>${CONTACT_PHONE}</strong>. We read everything.</p>`,

  refund: `<p>We want you to be happy with everything you buy from Shop. If something is not right, this page explains how to return it and how quickly you will get your money back.</p>
<h2>30-day returns</h2>
<p>You can return most items within <strong>30 days</strong> of delivery for a full refund of the item price. Items must be unused, in their original packaging and with all accessories, manuals and tags.</p>
<h2>Items we cannot take back</h2>
<ul>
<li>Earbuds and in-ear headphones once the hygiene seal has been opened.</li>
<li>Software, game codes and gift cards once they have been revealed.</li>
<li>Items that have been altered, personalised or damaged through misuse.</li>
</ul>
<h2>Faulty or damaged items</h2>
<p>If an item arrives damaged or develops a fault within its warranty period, contact us with your order number and a short description or photo. We will arrange a free collection and send a replacement or a full refund, including the original delivery charge.</p>
<h2>How to return an item</h2>
<ol>
<li>Sign in and open <em>Orders</em> to find your invoice number.</li>
<li>E-mail ${CONTACT_EMAIL} with the invoice number and the items you are returning.</li>
<li>We send you a prepaid return label within one business day.</li>
<li>Pack the items securely and drop the parcel at any carrier location.</li>
</ol>
<h2>When you will be refunded</h2>
<p>We refund to your original payment method within <strong>5 business days</strong> of receiving your return. Your bank may take a further 3 to 10 business days to show the money in your account.</p>`,

  privacy: `<p>This policy explains what personal data Shop collects, why we collect it and the choices you have. We collect only what we need to run the shop and we never sell your data.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account data:</strong> your e-mail address, used to sign you in with a one-time code.</li>
<li><strong>Profile data:</strong> the name, phone number and billing and shipping addresses you enter in your profile.</li>
<li><strong>Order data:</strong> what you bought, when, and the delivery and payment status of each order.</li>
<li><strong>Reviews:</strong> the ratings and texts you publish, shown with your customer name.</li>
</ul>
<h2>What we do not collect</h2>
<p>Card payments are made on the page of our payment provider. Your card number, expiry date and security code are never sent to or stored by Shop.</p>
<h2>Cookies</h2>
<p>We use one essential cookie to keep you signed in. We do not use advertising or cross-site tracking cookies.</p>
<h2>Who we share data with</h2>
<ul>
<li>Our payment provider, to take payment for your order.</li>
<li>Our delivery partners, who receive your shipping name, address and phone number.</li>
<li>Our e-mail provider, to send sign-in codes and order updates.</li>
</ul>
<h2>Your rights</h2>
<p>You can see and correct your profile at any time. To get a copy of your data or to have your account deleted, e-mail <strong>${CONTACT_EMAIL}</strong>. We keep invoices for as long as tax law requires, and delete everything else within 30 days of your request.</p>`,

  terms: `<p>These terms apply to every purchase from Shop. By placing an order you agree to them, so please read them carefully.</p>
<h2>Your account</h2>
<p>You sign in with your e-mail address and a one-time code we send you. Keep access to your mailbox secure; you are responsible for orders placed from your account.</p>
<h2>Prices and payment</h2>
<ul>
<li>Prices are shown in US dollars. VAT of 5% is added to the subtotal and shown before you pay.</li>
<li>We take payment through our payment provider when you check out. Your order is confirmed once the payment succeeds.</li>
<li>If a product is listed at an obviously wrong price, we will contact you before shipping and you may cancel for a full refund.</li>
</ul>
<h2>Delivery</h2>
<p>We dispatch most orders within one business day. Delivery times shown at checkout are estimates. Risk passes to you when the parcel is delivered to the address in your profile.</p>
<h2>Returns and warranty</h2>
<p>You may return items within 30 days as described in our Refund Policy. This does not affect your statutory rights for faulty goods.</p>
<h2>Reviews</h2>
<p>Reviews must be honest, about the product and free of personal data or offensive language. We may remove reviews that break these rules.</p>
<h2>Contact</h2>
<p>Shop Customer Care, ${CONTACT_EMAIL}, ${CONTACT_PHONE}.</p>`,

  howtobuy: `<p>Ordering from Shop takes just a few minutes. Here is how it works, step by step.</p>
<h2>1. Find what you need</h2>
<p>Browse by category or brand from the home page, or type a keyword into the search box. On a listing page you can narrow the results by brand, category and price.</p>
<h2>2. Choose your options</h2>
<p>Open a product to see its photos, specifications and reviews. Pick a size and colour, set the quantity and press <strong>Add to Cart</strong>. Not ready yet? Press <strong>Add to Wish</strong> to save it for later.</p>
<h2>3. Sign in</h2>
<p>Enter your e-mail address on the login page. We e-mail you a one-time code; type it in and you are signed in. No password to remember.</p>
<h2>4. Complete your profile</h2>
<p>Add your customer and shipping details once on the <em>Profile</em> page. We use them for every order until you change them.</p>
<h2>5. Check out and pay</h2>
<ul>
<li>Open your cart to review items, the subtotal, VAT and the payable total.</li>
<li>Press <strong>Check Out</strong>. You are taken to our payment provider's secure page to pay by card or mobile wallet.</li>
<li>After payment you return to Shop and the order appears under <em>Orders</em>.</li>
</ul>
<h2>6. Track and review</h2>
<p>Follow the payment and delivery status of each order under <em>Orders</em>. Once your parcel has arrived, open the invoice and press <strong>Create Review</strong> to tell other customers what you think.</p>`,

  contact: `<p>Our customer care team is available 24 hours a day, 7 days a week. We usually answer e-mails within a few hours.</p>
<h2>E-mail</h2>
<p><strong>${CONTACT_EMAIL}</strong><br>Please include your invoice number if your message is about an order.</p>
<h2>Phone</h2>
<p><strong>${CONTACT_PHONE}</strong><br>Calls are free from US landlines and mobiles.</p>
<h2>Postal address</h2>
<p>Shop Customer Care<br>400 Commerce Way, Suite 12<br>Springfield, IL 62701<br>United States</p>
<h2>Before you write</h2>
<ul>
<li>Order status: sign in and open <em>Orders</em> to see payment and delivery status.</li>
<li>Returns: see our Refund Policy for the steps and time limits.</li>
<li>Problems with an order: our Complain page tells you how we handle complaints.</li>
</ul>`,

  complain: `<p>We are sorry if something has gone wrong. We take every complaint seriously and use them to improve the shop.</p>
<h2>How to make a complaint</h2>
<ol>
<li>E-mail <strong>${CONTACT_EMAIL}</strong> with the subject line <em>Complaint</em>, or call <strong>${CONTACT_PHONE}</strong>.</li>
<li>Tell us your invoice number, what happened and what you would like us to do.</li>
<li>Attach photos if an item arrived damaged or not as described.</li>
</ol>
<h2>What happens next</h2>
<ul>
<li>We confirm that we have received your complaint within <strong>one business day</strong>.</li>
<li>A named member of our care team looks after your case from start to finish.</li>
<li>We aim to resolve every complaint within <strong>5 business days</strong> and tell you if it will take longer.</li>
</ul>
<h2>If you are not satisfied</h2>
<p>If you are unhappy with our answer, ask for your case to be reviewed by a customer care manager. They will reply within 10 business days with a final decision. You may also contact your local consumer protection authority at any time.</p>`,
};

export const CUSTOMERS: readonly CustomerSeed[] = [
  {
    key: 'maya',
    email: 'maya.thornbury@example.com',
    profile: {
      cus_name: 'Maya Thornbury',
      cus_phone: '+1 512 555 0134',
      cus_fax: '+1 512 555 0135',
      cus_country: 'United States',
      cus_city: 'Austin',
      cus_state: 'TX',
      cus_postcode: '78704',
      cus_add: '214 Willow Bend Road',
      ship_name: 'Maya Thornbury',
      ship_phone: '+1 512 555 0134',
      ship_country: 'United States',
      ship_city: 'Austin',
      ship_state: 'TX',
      ship_postcode: '78704',
      ship_add: '214 Willow Bend Road',
    },
  },
  {
    key: 'daniel',
    email: 'daniel.okoro@example.com',
    profile: {
      cus_name: 'Daniel Okoro',
      cus_phone: '+1 206 555 0142',
      cus_fax: '+1 206 555 0143',
      cus_country: 'United States',
      cus_city: 'Seattle',
      cus_state: 'WA',
      cus_postcode: '98121',
      cus_add: '88 Harbor View Drive, Apt 5C',
      ship_name: 'Daniel Okoro',
      ship_phone: '+1 206 555 0142',
      ship_country: 'United States',
      ship_city: 'Seattle',
      ship_state: 'WA',
      ship_postcode: '98101',
      ship_add: 'c/o Bluefin Studio, 1400 Pier Street, Floor 3',
    },
  },
  {
    key: 'priya',
    email: 'priya.raman@example.com',
    profile: {
      cus_name: 'Priya Raman',
      cus_phone: '+1 732 555 0117',
      cus_fax: '+1 732 555 0118',
      cus_country: 'United States',
      cus_city: 'Edison',
      cus_state: 'NJ',
      cus_postcode: '08817',
      cus_add: '17 Maple Court',
      ship_name: 'Priya Raman',
      ship_phone: '+1 732 555 0117',
      ship_country: 'United States',
      ship_city: 'Edison',
      ship_state: 'NJ',
      ship_postcode: '08817',
      ship_add: '17 Maple Court',
    },
  },
  {
    key: 'lucas',
    email: 'lucas.ferreira@example.com',
    profile: {
      cus_name: 'Lucas Ferreira',
      cus_phone: '+1 303 555 0176',
      cus_fax: '+1 303 555 0177',
      cus_country: 'United States',
      cus_city: 'Denver',
      cus_state: 'CO',
      cus_postcode: '80203',
      cus_add: '502 Pine Street, Unit 4',
      ship_name: 'Ana Ferreira',
      ship_phone: '+1 303 555 0178',
      ship_country: 'United States',
      ship_city: 'Boulder',
      ship_state: 'CO',
      ship_postcode: '80302',
      ship_add: '9 Aspen Loop',
    },
  },
  {
    key: 'hannah',
    email: 'hannah.kowalski@example.com',
    profile: {
      cus_name: 'Hannah Kowalski',
      cus_phone: '+1 312 555 0161',
      cus_fax: '+1 312 555 0162',
      cus_country: 'United States',
      cus_city: 'Chicago',
      cus_state: 'IL',
      cus_postcode: '60611',
      cus_add: '73 Lakeshore Terrace, Apt 12B',
      ship_name: 'Hannah Kowalski',
      ship_phone: '+1 312 555 0161',
      ship_country: 'United States',
      ship_city: 'Chicago',
      ship_state: 'IL',
      ship_postcode: '60611',
      ship_add: '73 Lakeshore Terrace, Apt 12B',
    },
  },
  {
    key: 'sofia',
    email: 'sofia.lindqvist@example.com',
    profile: {
      cus_name: 'Sofia Lindqvist',
      cus_phone: '+1 416 555 0188',
      cus_fax: '+1 416 555 0189',
      cus_country: 'Canada',
      cus_city: 'Toronto',
      cus_state: 'ON',
      cus_postcode: 'M5J 2N1',
      cus_add: '45 Harbourfront Lane, Suite 803',
      ship_name: 'Sofia Lindqvist',
      ship_phone: '+1 416 555 0188',
      ship_country: 'Canada',
      ship_city: 'Toronto',
      ship_state: 'ON',
      ship_postcode: 'M5J 2N1',
      ship_add: '45 Harbourfront Lane, Suite 803',
    },
  },
];

export const REVIEWS: readonly ReviewSeed[] = [
  {
    customer: 'maya',
    product: 'aurelon-nova-x5',
    rating: 5,
    des: 'The battery easily lasts me two days and the night photos are far better than on my old phone. Worth the upgrade.',
  },
  {
    customer: 'daniel',
    product: 'aurelon-nova-x5',
    rating: 4,
    des: 'Fast, and the screen is gorgeous. It runs a little warm during long gaming sessions, but nothing worrying.',
  },
  {
    customer: 'priya',
    product: 'aurelon-nova-x5',
    rating: 5,
    des: 'Setting it up took ten minutes and it moved everything over from my old phone. The zoom camera is my favourite part.',
  },
  {
    customer: 'lucas',
    product: 'hushwave-hush-700',
    rating: 5,
    des: 'I wore these on a nine-hour flight and forgot about the engine noise completely. Comfortable the whole way.',
  },
  {
    customer: 'hannah',
    product: 'hushwave-hush-700',
    rating: 4,
    des: 'Excellent noise cancelling and a warm sound. The carrying case is a bit bulky for my bag.',
  },
  {
    customer: 'sofia',
    product: 'hushwave-buds-air',
    rating: 3,
    des: 'Good sound for the price, but the fit took some getting used to. I had to switch to the small tips.',
  },
  {
    customer: 'maya',
    product: 'solvane-wrap-dress',
    rating: 5,
    des: 'Beautiful colour and the fabric does not crease at all. I wore it to a wedding and got lots of compliments.',
  },
  {
    customer: 'priya',
    product: 'solvane-wrap-dress',
    rating: 4,
    des: 'Lovely drape and true to size. The tie is a little long, but that is easy to fix.',
  },
  {
    customer: 'daniel',
    product: 'kyrobyte-aero-14',
    rating: 5,
    des: 'Light enough to carry all day and the battery gets me through a full day of meetings with plenty to spare.',
  },
  {
    customer: 'hannah',
    product: 'emberwood-dutch-oven',
    rating: 5,
    des: 'My sourdough has never looked better. Heavy, but that is exactly why it holds the heat so well.',
  },
  {
    customer: 'lucas',
    product: 'emberwood-dutch-oven',
    rating: 5,
    des: 'Braised short ribs for six in this and cleaning it afterwards took two minutes. Great value on sale.',
  },
  {
    customer: 'sofia',
    product: 'strider-cloudrun-3',
    rating: 4,
    des: 'Very comfortable from the first run and they breathe well in summer. I went half a size up, as suggested.',
  },
  {
    customer: 'maya',
    product: 'strider-cloudrun-3',
    rating: 2,
    des: 'Comfortable on short runs, but the knit started fraying near the toe after about two months.',
  },
  {
    customer: 'daniel',
    product: 'arcadeon-pro-controller',
    rating: 4,
    des: 'The back paddles changed how I play shooters. Battery life is as advertised; I only wish it came with a charging stand.',
  },
  {
    customer: 'priya',
    product: 'halden-field-38',
    rating: 5,
    des: 'Simple, readable and tough. It has survived a summer of gardening without a scratch on the crystal.',
  },
  {
    customer: 'hannah',
    product: 'brightmere-pocket-4k',
    rating: 4,
    des: 'The stabilisation is amazing on my bike. The screen is hard to read in bright sun, though.',
  },
  {
    customer: 'lucas',
    product: 'marlowe-oxford-shirt',
    rating: 4,
    des: 'Soft from the first wear and the collar keeps its shape. The sleeves run slightly long for me.',
  },
];
