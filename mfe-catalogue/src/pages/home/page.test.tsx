import { MemoryRouter } from '@shop/shared/router';
import {
  aBrand,
  aCategory,
  aFeature,
  answer,
  aProductCard,
  aSlider,
  inTurn,
  networkError,
  productPage,
  receivedPaths,
} from '@shop/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { HomePage } from './page';

jest.mock('../../features/carousel/carousel', () => ({
  Carousel: ({ slides }: { slides: unknown[] | null }) => (
    <p>{slides ? `${slides.length} slides` : 'no slides yet'}</p>
  ),
}));

beforeEach(() => {
  answer('GET ProductSliderList', { data: [aSlider()] });
  answer('GET FeaturesList', { data: [aFeature({ name: 'Free delivery' })] });
  answer('GET ProductCategoryList', { data: [aCategory({ _id: 'c1', categoryName: 'Audio' })] });
  answer('GET ProductBrandList', { data: [aBrand({ _id: 'b1', brandName: 'Hearth' })] });
  answer('GET ProductListByRemark/new', productPage([aProductCard({ _id: 'p1', title: 'New kettle' })]));
  answer(
    'GET ProductListByRemark/trending',
    productPage([aProductCard({ _id: 'p2', title: 'Trending lamp' })]),
  );
});

/** The home page in a scope of its own: nothing a test chose (a tab) carries over to the next. */
function openHome() {
  render(
    <Provider value={fork()}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
}

test('data loads in order: sliders, features, categories, new products, brands', async () => {
  openHome();
  expect(await screen.findByRole('link', { name: /New kettle/ })).toBeInTheDocument();
  expect(receivedPaths()).toEqual([
    '/api/v1/ProductSliderList',
    '/api/v1/FeaturesList',
    '/api/v1/ProductCategoryList',
    '/api/v1/ProductListByRemark/new',
    '/api/v1/ProductBrandList',
  ]);
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
  expect(receivedPaths()).toContain('/api/v1/ProductListByRemark/trending');
  expect(screen.queryByRole('link', { name: /New kettle/ })).toBeNull();
});

test('a non-success product answer leaves the list empty, with no message', async () => {
  answer('GET ProductListByRemark/new', { fail: 'Refused' });
  openHome();
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
});

test('a product call that got no answer says so with Retry, not "no products"; Retry fills the list', async () => {
  answer(
    'GET ProductListByRemark/new',
    inTurn(networkError, productPage([aProductCard({ _id: 'p1', title: 'New kettle' })])),
  );
  openHome();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load products. Check your connection and try again.');
  expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /kettle|lamp/ })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
