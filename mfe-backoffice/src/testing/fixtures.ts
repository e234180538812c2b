import type { AdminProduct } from '../api/catalogue';

/** A product as the admin API answers it, with what a test does not care about filled in. */
export const anAdminProduct = (fields: Partial<AdminProduct> = {}): AdminProduct => ({
  _id: 'p0',
  sku: 'SKU-0',
  title: 'A product',
  shortDes: 'What it is',
  price: 10,
  discount: false,
  discountPrice: null,
  image: '/api/images/a.webp',
  star: 4,
  remark: 'new',
  brandID: 'b1',
  categoryID: 'c1',
  details: {
    img1: '/api/images/1.webp',
    img2: '/api/images/2.webp',
    img3: '',
    img4: '',
    img5: '',
    img6: '',
    img7: '',
    img8: '',
    size: '',
    color: '',
    des: '<p>Good</p>',
  },
  createdAt: '2026-11-20T10:00:00Z',
  retiredAt: null,
  ...fields,
});
