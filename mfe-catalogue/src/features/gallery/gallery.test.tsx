import { render, screen } from '@testing-library/react';
import { Gallery } from './gallery';

// A stand-in for the swiper slide show, which needs a real layout engine (the browser tests use the real one).
jest.mock('./slide-show', () => ({
  __esModule: true,
  default: ({ images }: { images: string[] }) => <p>{`Slide show of ${images.length}`}</p>,
}));

const images = ['/a.jpg', '/b.jpg', '/c.jpg'];

test('the first image shows at once, first in line, before the slide show has loaded, and then the slide show', async () => {
  render(<Gallery images={images} title="Nova X5" />);
  const gallery = screen.getByRole('region', { name: 'Images of Nova X5' });
  const first = screen.getByRole('img', { name: 'Nova X5, image 1 of 3' });
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(first).toHaveAttribute('loading', 'eager');
  // Its controls hold their place and wait for the slide show.
  expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();

  expect(await screen.findByText('Slide show of 3')).toBeInTheDocument();
  expect(gallery).not.toContainElement(first);
});
