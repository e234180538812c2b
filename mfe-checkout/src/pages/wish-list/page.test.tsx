import { getBrandList, getWishList, removeWishItem } from '@shop/shared/api';
import { wishChanged } from '@shop/shared/bus';
import type { WishItem } from '@shop/shared/contracts';
import { MemoryRouter } from '@shop/shared/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WishListPage } from './page';

jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  getBrandList: jest.fn(),
  getWishList: jest.fn(),
  removeWishItem: jest.fn(),
}));
const wishList = jest.mocked(getWishList);
const remove = jest.mocked(removeWishItem);
const announced = jest.fn();
wishChanged.watch(announced);

const lamp: WishItem = {
  productID: 'p7',
  product: {
    title: 'Brass desk lamp',
    image: '/l.svg',
    price: 80,
    discount: true,
    discountPrice: 64,
    star: 4,
  },
};

function openWishList() {
  render(
    <MemoryRouter>
      <WishListPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getBrandList).mockResolvedValue({
    status: 'success',
    data: [{ _id: 'b1', brandName: 'Lumen', brandImg: '/b.svg' }],
  });
});

test('a skeleton shows while the wish list loads', () => {
  wishList.mockReturnValue(new Promise(() => {}));
  openWishList();
  expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
});

test('an empty wish list shows the no-data view and the brands below', async () => {
  wishList.mockResolvedValue({ status: 'success', data: [] });
  openWishList();
  expect(await screen.findByText('Your wish list is empty.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Lumen' })).toHaveAttribute('href', '/by-brand/b1');
});

test('each card shows the price, red 15px stars and a Details link', async () => {
  wishList.mockResolvedValue({ status: 'success', data: [lamp] });
  openWishList();
  const card = await screen.findByRole('article', { name: 'Brass desk lamp' });
  expect(card.querySelector('del')).toHaveTextContent('$80.00');
  expect(card).toHaveTextContent('$64.00');
  const stars = within(card).getByRole('img', { name: 'Rated 4 out of 5' });
  expect(stars.querySelector('svg')).toHaveAttribute('width', '15');
  expect(within(card).getByRole('link', { name: 'Details of Brass desk lamp' })).toHaveAttribute(
    'href',
    '/details/p7',
  );
});

test('Remove empties the list, loads it again and announces the change', async () => {
  wishList.mockResolvedValueOnce({ status: 'success', data: [lamp] });
  wishList.mockResolvedValueOnce({ status: 'success', data: [] });
  remove.mockResolvedValue({ status: 'success', data: null });
  openWishList();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Brass desk lamp' }));
  expect(remove).toHaveBeenCalledWith('p7');
  expect(await screen.findByText('Your wish list is empty.')).toBeInTheDocument();
  expect(announced).toHaveBeenCalledTimes(1);
});
