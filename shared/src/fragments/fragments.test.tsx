import { act, render, screen, waitFor } from '@testing-library/react';
import { type FragmentLoader, fragmentsOf, provideFragmentLoader } from '.';

interface TestFragments {
  './Greeting': { name: string };
  './Broken': Record<string, never>;
}

const fragments = (remote: string) => fragmentsOf<TestFragments>(remote);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Broken(): never {
  throw new Error('broken fragment');
}

let takeBack = () => {};
afterEach(() => takeBack());

function provide(load: FragmentLoader) {
  takeBack = provideFragmentLoader(load);
}

test('the placeholder stands while the module loads, then the fragment renders with its props', async () => {
  let finish = () => {};
  const load = jest.fn(
    (_remote: string, _module: string) =>
      new Promise<never>((resolve) => (finish = () => resolve(Greeting as never))),
  );
  provide(load);
  const Remote = fragments('one');
  render(<Remote module="./Greeting" props={{ name: 'Ada' }} placeholder={<p>Loading greeting</p>} />);
  expect(screen.getByText('Loading greeting')).toBeInTheDocument();
  await waitFor(() => expect(load).toHaveBeenCalledWith('one', './Greeting'));
  expect(screen.getByText('Loading greeting')).toBeInTheDocument();
  act(() => finish());
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
});

test('a module loaded once renders at once the next time', async () => {
  provide(async () => Greeting as never);
  const Remote = fragments('two');
  const first = render(<Remote module="./Greeting" props={{ name: 'Ada' }} />);
  await screen.findByText('Hello Ada');
  first.unmount();
  render(<Remote module="./Greeting" props={{ name: 'Grace' }} placeholder={<p>Loading greeting</p>} />);
  expect(screen.getByText('Hello Grace')).toBeInTheDocument();
});

test('a module that cannot load shows the fallback', async () => {
  provide(() => Promise.reject(new Error('remote down')));
  const Remote = fragments('three');
  render(<Remote module="./Greeting" props={{ name: 'Ada' }} fallback={<p>Not available</p>} />);
  expect(await screen.findByText('Not available')).toBeInTheDocument();
});

test('a fragment that throws shows the fallback, and the host goes on', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  provide(async () => Broken as never);
  const Remote = fragments('four');
  render(
    <main>
      <h1>Host page</h1>
      <Remote module="./Broken" fallback={<p>Not available</p>} />
    </main>,
  );
  expect(await screen.findByText('Not available')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Host page' })).toBeInTheDocument();
});

test('a page without a loader (a standalone page, an embed) shows the fallback at once', () => {
  const Remote = fragments('five');
  render(<Remote module="./Greeting" props={{ name: 'Ada' }} fallback={<p>Not available</p>} />);
  expect(screen.getByText('Not available')).toBeInTheDocument();
});
