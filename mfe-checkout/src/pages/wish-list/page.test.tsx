import { wishChanged } from '@shop/shared/bus';
import { provideFragmentLoader } from '@shop/shared/fragments';
import { MemoryRouter } from '@shop/shared/router';
import { answer, aWishItem, inTurn, never, requestsTo } from '@shop/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WishListPage } from './page';

const announced = jest.fn();
wishChanged.watch(announced);

const lamp = aWishItem({
  productID: 'p7',
  product: {
    title: 'Brass desk lamp',
    image: '/l.svg',
    price: 80,
    discount: true,
    discountPrice: 64,
    star: 4,
  },
});

function openWishList() {
  render(
    <MemoryRouter>
      <WishListPage />
    </MemoryRouter>,
  );
}

beforeEach(() => announced.mockClear());

test('a skeleton shows while the wish list loads', () => {
  answer('GET WishList', never);
  openWishList();
  expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
});

test("an empty wish list shows the no-data view and the catalogue's brands below", async () => {
  const load = jest.fn(async () => (() => <p>catalogue tiles</p>) as never);
  const takeBack = provideFragmentLoader(load);
  answer('GET WishList', { data: [] });
  openWishList();
  expect(await screen.findByText('Your wish list is empty.')).toBeInTheDocument();
  expect(await screen.findByText('catalogue tiles')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('catalogue', './BrandTiles');
  takeBack();
});

test('each card shows the price, red 15px stars and a Details link', async () => {
  answer('GET WishList', { data: [lamp] });
  openWishList();
  const card = await screen.findByRole('article', { name: 'Brass desk lamp' });
  expect(card.querySelector('del')).toHaveTextContent('$80.00');
  expect(card).toHaveTextContent('$64.00');
  const stars = within(card).getByRole('img', { name: 'Rated 4 out of 5' });
  expect(stars).toHaveStyle({ height: '15px' });
  expect(stars.style.background).toMatch(/^linear-gradient\(to right, red /);
  expect(within(card).getByRole('link', { name: 'Details of Brass desk lamp' })).toHaveAttribute(
    'href',
    '/details/p7',
  );
});

test('Remove empties the list, loads it again and announces the change', async () => {
  answer('GET WishList', inTurn({ data: [lamp] }, { data: [] }));
  answer('POST RemoveWishList', { data: null });
  openWishList();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Brass desk lamp' }));
  expect(await screen.findByText('Your wish list is empty.')).toBeInTheDocument();
  expect(requestsTo('POST RemoveWishList').map(({ body }) => body)).toEqual([{ productID: 'p7' }]);
  expect(announced).toHaveBeenCalledTimes(1);
});
