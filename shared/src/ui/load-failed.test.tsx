import { fireEvent, render, screen } from '@testing-library/react';
import { allSettled, createEffect, fork } from 'effector';
import {
  BrandTilesSection,
  createLoadFailure,
  LoadFailed,
  ProductsSkeleton,
  retryDelay,
  tilesPerRow,
} from '.';

test('a failed load says what could not be loaded, in an alert with a Retry button, over the hidden skeleton', () => {
  const onRetry = jest.fn();
  render(
    <LoadFailed what="products" onRetry={onRetry}>
      <ProductsSkeleton />
    </LoadFailed>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'We could not load products. Check your connection and try again.',
  );
  // The skeleton keeps the box's size but is neither seen nor heard.
  expect(screen.queryByRole('status', { name: 'Loading products' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('while a retry is on its way the button waits, and keeps the focus', () => {
  const onRetry = jest.fn();
  render(
    <LoadFailed what="products" onRetry={onRetry} retrying>
      <ProductsSkeleton />
    </LoadFailed>,
  );
  const button = screen.getByRole('button', { name: 'Retrying…' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  button.focus();
  fireEvent.click(button);
  expect(onRetry).not.toHaveBeenCalled();
  expect(button).toHaveFocus();
});

test('a quiet message is a polite status rather than an alert', () => {
  render(<LoadFailed what="offers" onRetry={jest.fn()} quiet />);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('We could not load offers.');
});

/** A section whose failed-load message gives way to its content. */
function Region({ loaded }: { loaded: boolean }) {
  return (
    <section aria-label="Products">
      {loaded ? <p>Loaded</p> : <LoadFailed what="products" onRetry={() => {}} />}
    </section>
  );
}

describe('when the loaded content replaces the message', () => {
  test('focus on Retry moves to the region that now shows it, not to the body', () => {
    const { rerender } = render(<Region loaded={false} />);
    screen.getByRole('button', { name: 'Retry' }).focus();
    rerender(<Region loaded />);
    expect(screen.getByRole('region', { name: 'Products' })).toHaveFocus();
  });

  test('focus elsewhere stays where it is', () => {
    const { rerender } = render(
      <>
        <input aria-label="Search" />
        <Region loaded={false} />
      </>,
    );
    screen.getByRole('textbox', { name: 'Search' }).focus();
    rerender(
      <>
        <input aria-label="Search" />
        <Region loaded />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});

test('a tiles section whose load failed shows the message with Retry under its heading', () => {
  const onRetry = jest.fn();
  render(<BrandTilesSection brands={null} failure={{ onRetry }} />);
  expect(screen.getByRole('heading', { name: 'Top Brands' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});

test('tiles fill their rows evenly: as few rows of at most 8 as the count needs, the same number in each', () => {
  expect([3, 8, 10, 12, 16, 17].map(tilesPerRow)).toEqual([3, 8, 5, 6, 8, 6]);
});

test('automatic retries wait longer each time, up to 30 s', () => {
  expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
});

describe('createLoadFailure', () => {
  afterEach(() => jest.useRealTimers());

  function setup() {
    const answers: Array<'down' | 'up'> = [];
    const requestFx = createEffect(async (id: string) => {
      if (answers.shift() === 'down') throw new Error('Network Error');
      return id;
    });
    return { answers, requestFx, failure: createLoadFailure(requestFx) };
  }

  test('a request without an answer fails the load; Retry asks again with the same parameters and clears it', async () => {
    jest.useFakeTimers();
    const { answers, requestFx, failure } = setup();
    const calls: string[] = [];
    requestFx.watch((id) => calls.push(id));
    const scope = fork();
    answers.push('down', 'up');
    await allSettled(requestFx, { scope, params: 'p1' }).catch(() => undefined);
    expect(scope.getState(failure.$failed)).toBe(true);
    await allSettled(failure.retried, { scope });
    expect(calls).toEqual(['p1', 'p1']);
    expect(scope.getState(failure.$failed)).toBe(false);
  });

  test('a failed load is retried by itself after a delay, and when the browser comes back online', async () => {
    jest.useFakeTimers();
    const { answers, requestFx, failure } = setup();
    const scope = fork();
    answers.push('down', 'down', 'up');
    await allSettled(failure.viewShown, { scope });
    await allSettled(requestFx, { scope, params: 'p1' }).catch(() => undefined);
    jest.advanceTimersByTime(retryDelay(1));
    await allSettled(scope);
    expect(scope.getState(failure.$failed)).toBe(true);
    window.dispatchEvent(new Event('online'));
    await allSettled(scope);
    expect(scope.getState(failure.$failed)).toBe(false);
  });

  test('a failed load that no view shows any more is not retried by itself', async () => {
    jest.useFakeTimers();
    const { answers, requestFx, failure } = setup();
    const calls: string[] = [];
    requestFx.watch((id) => calls.push(id));
    const scope = fork();
    answers.push('down', 'up');
    await allSettled(failure.viewShown, { scope });
    await allSettled(failure.viewHidden, { scope });
    await allSettled(requestFx, { scope, params: 'p1' }).catch(() => undefined);
    jest.advanceTimersByTime(retryDelay(1));
    window.dispatchEvent(new Event('online'));
    await allSettled(scope);
    expect(calls).toEqual(['p1']);
    expect(scope.getState(failure.$failed)).toBe(true);
  });

  test('a request still unanswered after a few seconds shows as failed until its answer comes', async () => {
    jest.useFakeTimers();
    let answer: (value: string) => void = () => undefined;
    const slowFx = createEffect(() => new Promise<string>((resolve) => (answer = resolve)));
    const failure = createLoadFailure(slowFx);
    const scope = fork();
    const settled = allSettled(slowFx, { scope });
    jest.advanceTimersByTime(8_000);
    await Promise.resolve();
    expect(scope.getState(failure.$failed)).toBe(true);
    answer('late');
    await settled;
    expect(scope.getState(failure.$failed)).toBe(false);
  });
});
