/**
 * The entities as the API sends them, for tests: each factory gives a complete, plausible value, and a test names
 * only what it is about (`aProductCard({ title: 'Lamp' })`).
 */
import type {
  Brand,
  CartItem,
  Category,
  Feature,
  Invoice,
  InvoiceLine,
  ProductCard,
  ProductDetails,
  Profile,
  Review,
  Slider,
  WishItem,
} from '../contracts';

export const aBrand = (overrides: Partial<Brand> = {}): Brand => ({
  _id: 'b1',
  brandName: 'Lumen',
  brandImg: '/brands/lumen.png',
  ...overrides,
});

export const aCategory = (overrides: Partial<Category> = {}): Category => ({
  _id: 'c1',
  categoryName: 'Audio',
  categoryImg: '/categories/audio.png',
  ...overrides,
});

export const aSlider = (overrides: Partial<Slider> = {}): Slider => ({
  _id: 's1',
  title: 'New season',
  des: 'Fresh arrivals',
  image: '/sliders/new.jpg',
  productID: 'p1',
  ...overrides,
});

export const aFeature = (overrides: Partial<Feature> = {}): Feature => ({
  _id: 'f1',
  name: 'Free delivery',
  description: 'On every order',
  img: '/features/delivery.svg',
  ...overrides,
});

export const aProductCard = (overrides: Partial<ProductCard> = {}): ProductCard => ({
  _id: 'p1',
  title: 'Wireless headphones',
  image: '/products/headphones.jpg',
  price: 120,
  discount: false,
  discountPrice: null,
  star: 4,
  remark: 'new',
  ...overrides,
});

export const aProductDetails = (
  overrides: Partial<Omit<ProductDetails, 'details'>> & { details?: Partial<ProductDetails['details']> } = {},
): ProductDetails => {
  const { details, ...rest } = overrides;
  return {
    ...aProductCard(),
    shortDes: 'Quiet and light.',
    category: aCategory(),
    brand: aBrand(),
    ...rest,
    details: {
      img1: '/products/1.jpg',
      img2: '',
      img3: '',
      img4: '',
      img5: '',
      img6: '',
      img7: '',
      img8: '',
      size: '',
      color: '',
      des: '<p>Specifications</p>',
      ...details,
    },
  };
};

export const aReview = (overrides: Partial<Review> = {}): Review => ({
  _id: 'r1',
  profile: { cus_name: 'Ada Lovelace' },
  rating: '5',
  des: 'Fast and quiet.',
  createdAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

export const aCartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  _id: 'line1',
  productID: 'p1',
  product: {
    title: 'Wireless headphones',
    image: '/products/headphones.jpg',
    price: 120,
    discount: false,
    discountPrice: null,
  },
  qty: 1,
  size: '',
  color: '',
  ...overrides,
});

export const aWishItem = (overrides: Partial<WishItem> = {}): WishItem => ({
  productID: 'p1',
  product: {
    title: 'Wireless headphones',
    image: '/products/headphones.jpg',
    price: 120,
    discount: false,
    discountPrice: null,
    star: 4,
  },
  offersOptions: false,
  ...overrides,
});

export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  cus_name: 'Ada Lovelace',
  cus_phone: '01700000000',
  cus_fax: '',
  cus_country: 'Bangladesh',
  cus_city: 'Dhaka',
  cus_state: 'Dhaka',
  cus_postcode: '1207',
  cus_add: '1 Road',
  ship_name: 'Ada Lovelace',
  ship_phone: '01700000000',
  ship_country: 'Bangladesh',
  ship_city: 'Dhaka',
  ship_state: 'Dhaka',
  ship_postcode: '1207',
  ship_add: '1 Road',
  ...overrides,
});

export const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  _id: 'i1',
  tran_id: 'T1',
  cus_details: 'Ada Lovelace, 1 Road, Dhaka',
  ship_details: 'Ada Lovelace, 1 Road, Dhaka',
  payment_status: 'success',
  delivery_status: 'pending',
  total: 120,
  vat: 6,
  payable: 126,
  currency: 'BDT',
  createdAt: '2026-01-02T10:00:00.000Z',
  expiresAt: '2026-01-02T10:30:00.000Z',
  items: [{ title: 'Wireless headphones', qty: 1 }],
  ...overrides,
});

export const anInvoiceLine = (overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  _id: 'l1',
  productID: 'p1',
  product: { _id: 'p1', title: 'Wireless headphones', image: '/products/headphones.jpg' },
  price: 120,
  qty: 1,
  size: '',
  color: '',
  ...overrides,
});
