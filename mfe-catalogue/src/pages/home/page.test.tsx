import {
  getBrandList,
  getCategoryList,
  getFeatures,
  getProductsByRemark,
  getSliderList,
} from '@shop/shared/api';
import type { ProductCard } from '@shop/shared/contracts';
import { MemoryRouter } from '@shop/shared/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from './page';

jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  getBrandList: jest.fn(),
  getCategoryList: jest.fn(),
  getFeatures: jest.fn(),
  getProductsByRemark: jest.fn(),
  getSliderList: jest.fn(),
}));
jest.mock('../../features/carousel/carousel', () => ({
  Carousel: ({ slides }: { slides: unknown[] | null }) => (
    <p>{slides ? `${slides.length} slides` : 'no slides yet'}</p>
  ),
}));

const calls: string[] = [];
const card = (id: string, title: string): ProductCard => ({
  _id: id,
  title,
  image: '/p.svg',
  price: 10,
  discount: false,
  discountPrice: null,
  star: 3,
  remark: 'new',
});
const page = (data: ProductCard[]) => ({
  status: 'success' as const,
  data,
  page: 1,
  limit: 100,
  hasMore: false,
});

beforeEach(() => {
  calls.length = 0;
  const record =
    <T,>(name: string, answer: T) =>
    async () => {
      calls.push(name);
      return answer;
    };
  jest.mocked(getSliderList).mockImplementation(
    record('sliders', {
      status: 'success',
      data: [{ _id: 's1', title: 'Sale', des: 'Now', image: '/s.svg', productID: 'p1' }],
    }),
  );
  jest.mocked(getFeatures).mockImplementation(
    record('features', {
      status: 'success',
      data: [{ _id: 'f1', name: 'Free delivery', description: 'Over $50', img: '/f.svg' }],
    }),
  );
  jest.mocked(getCategoryList).mockImplementation(
    record('categories', {
      status: 'success',
      data: [{ _id: 'c1', categoryName: 'Audio', categoryImg: '/c.svg' }],
    }),
  );
  jest
    .mocked(getBrandList)
    .mockImplementation(
      record('brands', { status: 'success', data: [{ _id: 'b1', brandName: 'Hearth', brandImg: '/b.svg' }] }),
    );
  jest.mocked(getProductsByRemark).mockImplementation(async (remark: string) => {
    calls.push(`products:${remark}`);
    return page(remark === 'new' ? [card('p1', 'New kettle')] : [card('p2', 'Trending lamp')]);
  });
});

function openHome() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

test('data loads in order: sliders, features, categories, new products, brands', async () => {
  openHome();
  expect(await screen.findByRole('link', { name: /New kettle/ })).toBeInTheDocument();
  expect(calls).toEqual(['sliders', 'features', 'categories', 'products:new', 'brands']);
  expect(screen.getByText('1 slides')).toBeInTheDocument();
  expect(screen.getByText('Free delivery')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Audio' })).toHaveAttribute('href', '/by-category/c1');
  expect(await screen.findByRole('link', { name: 'Hearth' })).toHaveAttribute('href', '/by-brand/b1');
});

test('the New tab is chosen first; another tab requests its remark', async () => {
  openHome();
  const tabs = screen.getByRole('tablist', { name: 'Products by remark' });
  expect(within(tabs).getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(within(tabs).getByRole('tab', { name: 'Trending' }));
  expect(await screen.findByRole('link', { name: /Trending lamp/ })).toBeInTheDocument();
  expect(calls).toContain('products:trending');
  expect(screen.queryByRole('link', { name: /New kettle/ })).toBeNull();
});

test('a non-success product answer leaves the list empty, with no message', async () => {
  jest.mocked(getProductsByRemark).mockResolvedValue({ ...page([]), status: 'fail' });
  openHome();
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
});

test('a product call that got no answer says so with Retry, not "no products"; Retry fills the list', async () => {
  jest.mocked(getProductsByRemark).mockRejectedValueOnce(new Error('Network Error'));
  openHome();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load products. Check your connection and try again.');
  expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /kettle|lamp/ })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
