import { Link, MemoryRouter, Route, Routes, useNavigate } from '@shop/shared/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { SCROLL_POSITIONS_KEY, usePageArrival } from './use-page-arrival';

// jsdom lays nothing out: the page's height and the window's scrolling are played here, as a browser would.
let pageHeight = 3000;
const scrollTo = jest.fn((_x: number, y: number) => {
  window.scrollY = Math.max(0, Math.min(y, pageHeight - window.innerHeight));
});
const resized: (() => void)[] = [];

beforeEach(() => {
  pageHeight = 3000;
  window.scrollY = 0;
  resized.length = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.ResizeObserver = GrowthObserver;
});

/** Tells the page each time `grow` makes it taller, as a browser's ResizeObserver on the body would. */
class GrowthObserver implements ResizeObserver {
  private readonly told: () => void;
  constructor(callback: ResizeObserverCallback) {
    this.told = () => callback([], this);
  }
  observe() {
    resized.push(this.told);
  }
  unobserve() {}
  disconnect() {
    const at = resized.indexOf(this.told);
    if (at >= 0) resized.splice(at, 1);
  }
}

/** The shopper scrolls: the window moves, and the browser tells the page. */
function shopperScrollsTo(y: number) {
  window.scrollY = y;
  fireEvent.scroll(window);
}

/** The page grows (a slice's content arrived) to this height. */
function grow(height: number) {
  pageHeight = height;
  act(() => {
    for (const callback of [...resized]) callback();
  });
}

let showListHeading: () => Promise<void> = async () => {};

/** A listing whose content, heading included, arrives after its data, as a slice's page does. */
function SlowList() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // The heading arrives in a later task, as the slice's data does; the page's observers have run after it.
    showListHeading = () => act(async () => setLoaded(true));
  }, []);
  return loaded ? <h1>Listing</h1> : <div role="status" aria-label="Loading" />;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function Shop({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  usePageArrival(main);
  return (
    <>
      <Link to="/by-brand/7">a brand</Link>
      <Link to="/by-keyword/slow">a slow listing</Link>
      <Link to="/?brandID=7">filter</Link>
      <Link to="/#brands">brands</Link>
      <BackButton />
      <main ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function openShop(at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Shop>
        <Routes>
          <Route path="/" element={<h1>Welcome to the shop</h1>} />
          <Route path="/by-brand/:id" element={<h1>Brand</h1>} />
          <Route path="/by-keyword/:keyword" element={<SlowList />} />
        </Routes>
      </Shop>
    </MemoryRouter>,
  );
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

test('the first load leaves the scroll and the focus where the browser put them', () => {
  openShop();
  expect(scrollTo).not.toHaveBeenCalled();
  expect(document.body).toHaveFocus();
});

test('a new page opens at its top, with the focus on its heading', async () => {
  openShop();
  shopperScrollsTo(1200);
  await userEvent.click(screen.getByRole('link', { name: 'a brand' }));
  expect(window.scrollY).toBe(0);
  expect(heading('Brand')).toHaveFocus();
  expect(heading('Brand')).toHaveAttribute('tabindex', '-1');
});

test('a heading the page renders after its data gets the focus when it appears', async () => {
  openShop();
  await userEvent.click(screen.getByRole('link', { name: 'a slow listing' }));
  expect(window.scrollY).toBe(0);
  await showListHeading();
  expect(heading('Listing')).toHaveFocus();
});

test('a shopper who pressed a key meanwhile keeps the focus where they put it', async () => {
  openShop();
  await userEvent.click(screen.getByRole('link', { name: 'a slow listing' }));
  await userEvent.tab();
  const chosen = document.activeElement;
  await showListHeading();
  expect(heading('Listing')).not.toHaveFocus();
  expect(document.activeElement).toBe(chosen);
});

test('another query on the same page (a filter) keeps the scroll and the focus', async () => {
  openShop();
  shopperScrollsTo(1200);
  const filter = screen.getByRole('link', { name: 'filter' });
  await userEvent.click(filter);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(window.scrollY).toBe(1200);
  expect(filter).toHaveFocus();
});

test('a fragment is left to the browser', async () => {
  openShop('/by-brand/7');
  shopperScrollsTo(600);
  await userEvent.click(screen.getByRole('link', { name: 'brands' }));
  expect(scrollTo).not.toHaveBeenCalled();
});

test('Back returns to where the shopper was, once the page is tall enough again', async () => {
  openShop();
  shopperScrollsTo(1200);
  await userEvent.click(screen.getByRole('link', { name: 'a brand' }));
  expect(window.scrollY).toBe(0);
  // The home page comes back short (its lists are loading again), then grows.
  pageHeight = 900;
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(heading('Welcome to the shop')).toBeInTheDocument();
  expect(window.scrollY).toBe(900 - window.innerHeight);
  grow(1500);
  expect(window.scrollY).toBe(900 - window.innerHeight + 600);
  grow(3000);
  expect(window.scrollY).toBe(1200);
  expect(resized).toHaveLength(0);
  expect(heading('Welcome to the shop')).toHaveFocus();
});

test('a shopper who scrolls while the page grows is not pulled back', async () => {
  openShop();
  shopperScrollsTo(1200);
  await userEvent.click(screen.getByRole('link', { name: 'a brand' }));
  pageHeight = 900;
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  fireEvent.wheel(window);
  shopperScrollsTo(50);
  grow(3000);
  expect(window.scrollY).toBe(50);
});

test('a reload comes back to where the shopper was', () => {
  const firstLoad = openShop('/by-brand/7');
  shopperScrollsTo(700);
  fireEvent(window, new Event('pagehide'));
  firstLoad.unmount();
  expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBe('[["default",700]]');

  window.scrollY = 0;
  const timing = (type: NavigationTimingType) => (entryType: string) =>
    entryType === 'navigation' ? [{ type } as PerformanceNavigationTiming] : [];
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: timing('reload') });
  try {
    openShop('/by-brand/7');
    expect(window.scrollY).toBe(700);
    expect(document.body).toHaveFocus();
  } finally {
    Reflect.deleteProperty(performance, 'getEntriesByType');
  }
});

test('a fresh visit starts at the top even when this tab has a position for its entry', () => {
  sessionStorage.setItem(SCROLL_POSITIONS_KEY, '[["default",700]]');
  openShop('/by-brand/7');
  expect(scrollTo).not.toHaveBeenCalled();
});
