import { http } from '@shop/shared/api';
import { answer, aProductCard, productPage } from '@shop/shared/testing';
import { act, screen } from '@testing-library/react';
import { mount } from './mount';

// The swiper-based pieces need a real layout engine; the embed's browser test covers them.
jest.mock('../features/carousel/carousel', () => ({ Carousel: () => null }));
jest.mock('../features/gallery/gallery', () => ({ Gallery: () => null }));

test('mount renders a category grid into any element, reports the path, points the API at the shop, and unmounts', async () => {
  answer('GET ProductBrandList', { data: [] });
  answer('GET ProductCategoryList', { data: [] });
  answer(
    'GET ProductListByCategory/c1',
    productPage([aProductCard({ _id: 'p1', title: 'Copper kettle', image: '/api/images/k.svg' })]),
  );
  answer('GET ProductDetails/p1', { data: [] });
  answer('GET ProductReviewList/p1', { data: [] });
  const element = document.createElement('div');
  document.body.append(element);
  const visited: string[] = [];
  let unmount = () => {};
  await act(async () => {
    unmount = mount(element, {
      apiBaseUrl: 'https://shop.example/',
      initialPath: '/by-category/c1',
      onNavigate: (path) => visited.push(path),
    });
  });

  const card = await screen.findByRole('link', { name: /Copper kettle/ });
  expect(card.querySelector('img')).toHaveAttribute('src', 'https://shop.example/api/images/k.svg');
  expect(http.defaults.baseURL).toBe('https://shop.example');
  expect(visited.at(-1)).toBe('/by-category/c1');

  await act(async () => card.click());
  expect(visited.at(-1)).toBe('/details/p1');

  act(() => unmount());
  expect(element).toBeEmptyDOMElement();
});
