import { MemoryRouter } from '@shop/shared/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadedRemoteModule, loadRemoteModule, RemoteUnavailableError } from './registry';
import { RemoteScreen } from './remote-screen';

jest.mock('./registry', () => ({
  ...jest.requireActual('./registry'),
  loadRemoteModule: jest.fn(),
  loadedRemoteModule: jest.fn(),
}));
const load = jest.mocked(loadRemoteModule);
const alreadyLoaded = jest.mocked(loadedRemoteModule);

const Greeting = ({ name }: { name?: string }) => <h1>Hello {name}</h1>;
function Broken(): never {
  throw new Error('screen bug');
}

function renderAt(module: string) {
  return render(
    <MemoryRouter>
      <RemoteScreen remote="catalogue" module={module} props={{ name: 'shopper' }} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  load.mockReset();
  alreadyLoaded.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('renders the screen the remote exposes, with the route props', async () => {
  load.mockResolvedValue({ default: Greeting });
  renderAt('./Greeting');
  expect(await screen.findByRole('heading', { name: 'Hello shopper' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('catalogue', './Greeting', false);
});

test('a slice that cannot load shows the fallback, and Retry loads it afresh', async () => {
  load
    .mockRejectedValueOnce(new RemoteUnavailableError('catalogue'))
    .mockResolvedValue({ default: Greeting });
  renderAt('./Retried');
  const heading = await screen.findByRole('heading', { name: 'The catalogue is temporarily unavailable' });
  expect(heading).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Hello shopper' })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('catalogue', './Retried', true);
});

test('a screen that throws while rendering shows the fallback instead of blanking the page', async () => {
  load.mockResolvedValue({ default: Broken });
  renderAt('./Broken');
  expect(
    await screen.findByRole('heading', { name: 'The catalogue is temporarily unavailable' }),
  ).toBeInTheDocument();
});

test('a screen already loaded (the start-up preloads the one being opened) renders at once', () => {
  alreadyLoaded.mockReturnValue({ default: Greeting });
  load.mockResolvedValue({ default: Greeting });
  renderAt('./Preloaded');
  expect(screen.getByRole('heading', { name: 'Hello shopper' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
});

test('a screen whose preload finishes between the first render and the load request still shows', async () => {
  alreadyLoaded.mockReturnValueOnce(undefined).mockReturnValue({ default: Greeting });
  load.mockResolvedValue({ default: Greeting });
  renderAt('./Raced');
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Hello shopper' })).toBeInTheDocument();
});
