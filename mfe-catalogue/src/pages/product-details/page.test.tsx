import type { AddToCartProps } from '@shop/mfe-checkout/contract';
import type { ProductDetails } from '@shop/shared/contracts';
import { MemoryRouter, Route, Routes } from '@shop/shared/router';
import {
  aBrand,
  aCategory,
  answer,
  aProductDetails,
  aReview,
  held,
  never,
  provideFragments,
  requestsTo,
} from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductDetailsPage } from './page';

// Swiper needs a real layout engine; the gallery has its own browser test.
jest.mock('../../features/gallery/gallery', () => ({
  Gallery: ({ images }: { images: string[] }) => <p>gallery of {images.length}</p>,
}));

const kettle = aProductDetails({
  _id: 'p1',
  title: 'Copper kettle',
  shortDes: 'Boils a litre in three minutes.',
  price: 80,
  discount: true,
  discountPrice: 64,
  category: aCategory({ categoryName: 'Kitchen' }),
  brand: aBrand({ brandName: 'Hearth' }),
  details: {
    img1: '/1.svg',
    img2: '/2.svg',
    img3: '/3.svg',
    size: '1 l, 1.7 l',
    color: 'Copper, Black',
    des: '<table><tbody><tr><th>Power</th><td>2200 W</td></tr></tbody></table>',
  },
});

function openDetails(id = 'p1') {
  render(
    <MemoryRouter initialEntries={[`/details/${id}`]}>
      <Routes>
        <Route path="/details/:id" element={<ProductDetailsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  answer('GET ProductBrandList', { data: [] });
  answer('GET ProductReviewList/p1', { data: [] });
});

test('a skeleton shows while the product loads', async () => {
  answer('GET ProductDetails/p1', never);
  openDetails();
  expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
  await waitFor(() => expect(requestsTo('GET ProductDetails/p1')).toHaveLength(1));
  await waitFor(() => expect(requestsTo('GET ProductReviewList/p1')).toHaveLength(1));
});

test('an unknown product says No product details available.', async () => {
  answer('GET ProductDetails/p1', { data: [] });
  openDetails();
  expect(await screen.findByText('No product details available.')).toBeInTheDocument();
});

test('the product: title, category, brand, description, prices, options and the specification table', async () => {
  answer('GET ProductDetails/p1', { data: [kettle] });
  openDetails();
  expect(await screen.findByRole('heading', { level: 1, name: 'Copper kettle' })).toBeInTheDocument();
  expect(document.title).toBe('Copper kettle | Shop');
  const article = screen.getByRole('article');
  expect(article).toHaveTextContent('CategoryKitchen');
  expect(article).toHaveTextContent('BrandHearth');
  expect(article).toHaveTextContent('Boils a litre in three minutes.');
  expect(article.querySelector('del')).toHaveTextContent('$80.00');
  expect(article).toHaveTextContent('$64.00');
  expect(screen.getByText('gallery of 3')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '2200 W' })).toBeInTheDocument();
});

/** Stands in for checkout's fragments, keeping the props each one got. */
const fragmentProps: object[] = [];
function FragmentStub(props: object) {
  fragmentProps.push(props);
  return <p>checkout fragment</p>;
}

test("buying is checkout's: its Add to Cart gets the product and its options, Add to Wish the product", async () => {
  const load = provideFragments(() => FragmentStub);
  answer('GET ProductDetails/p1', { data: [kettle] });
  openDetails();
  await waitFor(() => expect(screen.getAllByText('checkout fragment')).toHaveLength(2));
  expect(load.mock.calls).toEqual([
    ['checkout', './AddToCart'],
    ['checkout', './AddToWish'],
  ]);
  expect(fragmentProps).toContainEqual({
    productId: 'p1',
    sizes: ['1 l', '1.7 l'],
    colors: ['Copper', 'Black'],
    stockLeft: null,
    stockNoteId: 'details-stock',
    onChoiceChange: expect.any(Function),
  });
  expect(fragmentProps).toContainEqual({ productId: 'p1' });
});

test('without checkout (its slice down, a page of the catalogue alone) the page says buying is unavailable', async () => {
  answer('GET ProductDetails/p1', { data: [kettle] });
  openDetails();
  await screen.findByRole('heading', { level: 1, name: 'Copper kettle' });
  expect(screen.getByText('Buying is not available just now. Please try again in a moment.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(screen.queryByRole('button', { name: /Add to/ })).toBeNull();
});

/**
 * Stands in for checkout's Add to Cart: shows what it was told is left, and chooses a size and colour as the
 * shopper would, through the page's `onChoiceChange`.
 */
function AddToCartStub({ stockLeft, stockNoteId, onChoiceChange }: AddToCartProps) {
  return (
    <div>
      <p>told {String(stockLeft)} left</p>
      <button
        type="button"
        aria-describedby={stockNoteId}
        onClick={() => onChoiceChange?.({ size: '1 l', color: 'Black' })}
      >
        Choose 1 l Black
      </button>
      <button type="button" onClick={() => onChoiceChange?.({ size: '1.7 l', color: 'Copper' })}>
        Choose 1.7 l Copper
      </button>
    </div>
  );
}

describe('stock and variants', () => {
  function openWithStub(product: ProductDetails) {
    provideFragments((_, module) => (module === './AddToCart' ? AddToCartStub : () => null));
    answer('GET ProductDetails/p1', { data: [product] });
    openDetails();
  }

  test('a product none of which is left says "Out of stock", and Add to Cart is told so and described by it', async () => {
    openWithStub({ ...kettle, stockLeft: 0 });
    const addToCart = await screen.findByRole('button', { name: 'Choose 1 l Black' });
    expect(addToCart).toHaveAccessibleDescription('Out of stock');
    expect(screen.getByText('told 0 left')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toHaveAttribute('role', 'status');
  });

  test('a product few of which are left says how many', async () => {
    openWithStub({ ...kettle, stockLeft: 3 });
    expect(await screen.findByText('Only 3 left')).toHaveAttribute('role', 'status');
    expect(screen.getByText('told 3 left')).toBeInTheDocument();
  });

  test('plenty left says nothing, yet keeps the status in the page for a choice with few', async () => {
    openWithStub({ ...kettle, stockLeft: null });
    await screen.findByText('told null left');
    expect(document.getElementById('details-stock')).toHaveTextContent(/^$/);
    expect(document.getElementById('details-stock')).toHaveAttribute('role', 'status');
  });

  const withVariants: ProductDetails = {
    ...kettle,
    stockLeft: 4,
    variants: [
      { sku: 'K-1-BLK', size: '1 l', color: 'Black', price: 55, stockLeft: 0 },
      { sku: 'K-17-CU', size: '1.7 l', color: 'Copper', price: null, stockLeft: 2 },
    ],
  };

  test('choosing a variant with its own price shows that price alone, and its stock: none left', async () => {
    openWithStub(withVariants);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose 1 l Black' }));
    const price = screen.getByText('$55.00');
    expect(price.closest('p')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('article').querySelector('del')).toBeNull();
    expect(screen.getByText('Out of stock')).toHaveAttribute('role', 'status');
    expect(screen.getByText('told 0 left')).toBeInTheDocument();
  });

  test("a variant without a price of its own sells at the product's, with its own stock", async () => {
    openWithStub(withVariants);
    expect(await screen.findByText('Only 4 left')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose 1.7 l Copper' }));
    expect(screen.getByRole('article').querySelector('del')).toHaveTextContent('$80.00');
    expect(screen.getByRole('article')).toHaveTextContent('$64.00');
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByText('told 2 left')).toBeInTheDocument();
  });
});

test('the Review tab lists each review with the name, its day and stars, or says there are none', async () => {
  answer('GET ProductDetails/p1', { data: [kettle] });
  answer('GET ProductReviewList/p1', {
    data: [
      aReview({
        profile: { cus_name: 'Ada Lovelace' },
        rating: '5',
        des: 'Fast and quiet.',
        createdAt: '2026-11-20T09:00:00Z',
      }),
    ],
  });
  openDetails();
  await userEvent.click(await screen.findByRole('tab', { name: 'Review' }));
  const panel = screen.getByRole('tabpanel', { name: 'Review' });
  expect(panel).toHaveTextContent('Ada Lovelace');
  expect(panel).toHaveTextContent('Fast and quiet.');
  expect(within(panel).getByText('November 20, 2026')).toHaveAttribute('datetime', '2026-11-20T09:00:00Z');
  expect(within(panel).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
});

test('without reviews the tab says No Reviews Available', async () => {
  answer('GET ProductDetails/p1', { data: [kettle] });
  openDetails();
  await userEvent.click(await screen.findByRole('tab', { name: 'Review' }));
  expect(screen.getByText('No Reviews Available')).toBeInTheDocument();
});

test('beside the title, the rating and how many reviews, which open the Review tab', async () => {
  answer('GET ProductDetails/p1', { data: [{ ...kettle, star: 4.5 }] });
  answer('GET ProductReviewList/p1', {
    data: [aReview({ rating: '4' }), aReview({ _id: 'r2', rating: '5' })],
  });
  openDetails();
  const toReviews = await screen.findByRole('link', { name: '2 reviews' });
  const summary = toReviews.closest('p') as HTMLElement;
  expect(within(summary).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(screen.getByRole('tabpanel', { name: 'Specifications' })).toBeVisible();

  await userEvent.click(toReviews);
  expect(screen.getByRole('tab', { name: 'Review' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Review' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Review' })).toBeVisible();
});

test("a product without reviews says so beside its title; another product's count is never shown beside it", async () => {
  const reviews = held();
  answer('GET ProductDetails/p2', { data: [{ ...kettle, _id: 'p2', title: 'Tea pot' }] });
  answer('GET ProductReviewList/p2', reviews.answer);
  openDetails('p2');
  await screen.findByRole('heading', { level: 1, name: 'Tea pot' });
  expect(screen.queryByRole('link', { name: /review/ })).toBeNull();
  reviews.release({ data: [] });
  expect(await screen.findByRole('link', { name: 'No reviews yet' })).toHaveAttribute('href', '#tab-review');
});

test('a refused request also says No product details available.', async () => {
  answer('GET ProductDetails/p1', { fail: 'No such product', status: 404 });
  openDetails();
  expect(await screen.findByText('No product details available.')).toBeInTheDocument();
});
