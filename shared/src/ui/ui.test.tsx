import { MemoryRouter } from '@shop/shared/router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ProductCard as ProductCardData } from '../contracts';
import { aProductCard } from '../testing/fixtures';
import {
  BrandsSkeleton,
  BrandTilesSection,
  CartSkeleton,
  CategoriesSkeleton,
  CategoryTilesSection,
  DetailsSkeleton,
  EmptyView,
  FeaturesSkeleton,
  ImageWithFallback,
  LineChoices,
  NoDataView,
  Price,
  ProductCard,
  ProductsSkeleton,
  Stars,
  unchosenOptions,
} from '.';

test('a discounted price shows the original struck through beside the discount price', () => {
  const { container } = render(<Price price={120} discount discountPrice={99.5} />);
  expect(container.querySelector('del')).toHaveTextContent('$120.00');
  expect(container).toHaveTextContent('Was $120.00 now $99.50');
});

test('an undiscounted price shows only the price', () => {
  const { container } = render(<Price price={19.99} discount={false} discountPrice={null} />);
  expect(container.querySelector('del')).toBeNull();
  expect(container).toHaveTextContent('$19.99');
});

test('stars read as the rating out of five, from a number or a numeric string', () => {
  render(
    <>
      <Stars value={4} />
      <Stars value="3.6" size={15} color="red" />
      <Stars value="not a number" />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
});

test.each([
  // Five 15px stars 2px apart; a half star fills half of one.
  ['3.5', 3 * 17 + 7.5],
  [4, 4 * 17],
  [0, 0],
  [5, 5 * 17],
])('a rating of %s fills the stars up to %dpx, in its colour', (value, filledPx) => {
  render(<Stars value={value} size={15} color="red" />);
  const stars = screen.getByRole('img', { name: /^Rated/ });
  expect(stars).toHaveStyle({ width: `${5 * 17 - 2}px`, height: '15px' });
  expect(stars.style.background).toBe(`linear-gradient(to right, red ${filledPx}px, #d9d9d9 ${filledPx}px)`);
});

/** A card of Wireless headphones at $80 (p1), in a router. */
function renderCard(product: Partial<ProductCardData>, actions?: ReactNode) {
  render(
    <MemoryRouter>
      <ProductCard product={aProductCard({ image: '/img.svg', price: 80, ...product })} actions={actions} />
    </MemoryRouter>,
  );
}

test('a product card links to the details with a 200px image, the price and the rating', () => {
  renderCard({ discount: true, discountPrice: 60, star: 4 });
  const card = screen.getByRole('link', { name: /Wireless headphones/ });
  expect(card).toHaveAttribute('href', '/details/p1');
  const image = card.querySelector('img');
  expect(image).toHaveAttribute('height', '200');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(card).toHaveTextContent('$60.00');
  expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
});

test('a card with actions is an article named by its title: the same link, the buttons under it and not in it', () => {
  renderCard({ star: 3 }, <button type="button">Remove</button>);
  const card = screen.getByRole('article', { name: 'Wireless headphones' });
  expect(card).toHaveClass('shop-card');
  const link = within(card).getByRole('link', { name: /Wireless headphones/ });
  expect(link).toHaveAttribute('href', '/details/p1');
  expect(link).toHaveTextContent('$80.00');
  expect(within(link).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
  const remove = within(card).getByRole('button', { name: 'Remove' });
  expect(link).not.toContainElement(remove);
});

describe('stock on a card', () => {
  test('none left is an "Out of stock" badge, read as part of the link', () => {
    renderCard({ stockLeft: 0 });
    const badge = screen.getByText('Out of stock');
    expect(badge).toHaveClass('shop-card-stock', 'shop-stock-out');
    expect(screen.getByRole('link', { name: /\$80\.00 Out of stock/ })).toContainElement(badge);
  });

  test('few left says how many', () => {
    renderCard({ stockLeft: 3 });
    expect(screen.getByRole('link', { name: /Only 3 left/ })).toBeInTheDocument();
    expect(screen.queryByText('Out of stock')).toBeNull();
  });

  test.each([null, undefined])('plenty left (%s) shows no badge', (stockLeft) => {
    renderCard({ stockLeft });
    expect(screen.getByRole('link', { name: /Wireless headphones/ }).querySelector('.shop-stock')).toBeNull();
  });
});

test('category and brand tiles link to their listings under their headings', () => {
  render(
    <MemoryRouter>
      <CategoryTilesSection
        categories={[{ _id: 'c1', categoryName: 'Phones', categoryImg: '/phones.svg' }]}
      />
      <BrandTilesSection brands={[{ _id: 'b1', brandName: 'Acme', brandImg: '/acme.svg' }]} />
    </MemoryRouter>,
  );
  const categories = screen.getByRole('region', { name: 'Top Categories' });
  expect(within(categories).getByRole('link', { name: 'Phones' })).toHaveAttribute('href', '/by-category/c1');
  const brands = screen.getByRole('region', { name: 'Top Brands' });
  expect(within(brands).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/by-brand/b1');
});

test('tiles still loading show their skeleton', () => {
  render(
    <MemoryRouter>
      <CategoryTilesSection categories={null} />
      <BrandTilesSection brands={null} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('status', { name: 'Loading categories' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading brands' })).toBeInTheDocument();
});

test.each([
  ['Loading brands', BrandsSkeleton, 16],
  ['Loading categories', CategoriesSkeleton, 16],
  ['Loading products', ProductsSkeleton, 8],
  ['Loading features', FeaturesSkeleton, 4],
  ['Loading your cart', CartSkeleton, 4],
])('the "%s" skeleton has its fixed count of placeholders', (label, Skeleton, count) => {
  render(<Skeleton />);
  const region = screen.getByRole('status', { name: label });
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(region.children).toHaveLength(count);
});

test('the product skeleton has 10 and 16 lines', () => {
  const { container } = render(<DetailsSkeleton />);
  expect(container.querySelectorAll('.shop-skeleton-summary .shop-skeleton-line')).toHaveLength(10);
  expect(container.querySelectorAll('.shop-skeleton-description .shop-skeleton-line')).toHaveLength(16);
});

test('an image that fails to load is replaced by the fallback, once', () => {
  render(<ImageWithFallback src="/broken.png" fallbackSrc="/fallback.png" alt="Product" />);
  const image = screen.getByRole('img', { name: 'Product' });
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', '/fallback.png');
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', '/fallback.png');
});

test('without a fallback a broken image keeps its address', () => {
  render(<ImageWithFallback src="/broken.png" alt="Product" />);
  fireEvent.error(screen.getByRole('img', { name: 'Product' }));
  expect(screen.getByRole('img', { name: 'Product' })).toHaveAttribute('src', '/broken.png');
});

test('no picture at all shows the fallback, or no address: never an empty one, which fetches the page', () => {
  render(<ImageWithFallback src="" fallbackSrc="/fallback.png" alt="With fallback" />);
  expect(screen.getByRole('img', { name: 'With fallback' })).toHaveAttribute('src', '/fallback.png');
  render(<ImageWithFallback src="" alt="Without" />);
  expect(screen.getByRole('img', { name: 'Without' })).not.toHaveAttribute('src');
});

test('empty and no-data views say what is (not) there', () => {
  render(
    <>
      <EmptyView message="Your cart is empty" />
      <NoDataView />
    </>,
  );
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByText('No data found')).toBeInTheDocument();
});

test('the options still to choose are those on offer and left empty, size first', () => {
  const none = { size: '', color: '', qty: 1 };
  expect(unchosenOptions(['S'], ['Red'], none)).toEqual(['size', 'color']);
  expect(unchosenOptions(['S'], ['Red'], { ...none, size: 'S' })).toEqual(['color']);
  expect(unchosenOptions([], ['Red'], none)).toEqual(['color']);
  expect(unchosenOptions([], [], none)).toEqual([]);
});

test('a choice marked unchosen is invalid and says so in its description; the others are not marked', () => {
  render(
    <LineChoices
      sizes={['S', 'M']}
      colors={['Red']}
      value={{ size: '', color: '', qty: 1 }}
      onChange={() => {}}
      unchosen={['size']}
    />,
  );
  expect(screen.getByLabelText('Size')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Size')).toHaveAccessibleDescription('Choose a size.');
  expect(screen.getByLabelText('Color')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Color')).not.toHaveAttribute('aria-describedby');
});

test.each([
  ['no options', [], []],
  ['a colour', [], ['Red']],
  ['a size and a colour', ['S'], ['Red']],
])(
  'with %s the fields, quantity last under its visible label, are one row of their own',
  (_, sizes, colors) => {
    const { container } = render(
      <>
        <LineChoices
          sizes={sizes}
          colors={colors}
          value={{ size: '', color: '', qty: 2 }}
          onChange={() => {}}
        />
        <button type="button">Add</button>
      </>,
    );
    const row = container.firstElementChild as HTMLElement;
    expect(row).toHaveClass('shop-line-fields');
    const quantity = within(row).getByRole('group', { name: 'Quantity' });
    expect(quantity).toHaveTextContent('2');
    expect(row.lastElementChild).toContainElement(quantity);
    expect(within(row).getByText('Quantity')).not.toHaveClass('shop-visually-hidden');
    expect(row.nextElementSibling).toBe(screen.getByRole('button', { name: 'Add' }));
  },
);
