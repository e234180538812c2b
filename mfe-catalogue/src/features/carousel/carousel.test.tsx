import type { Slider } from '@shop/shared/contracts';
import { MemoryRouter } from '@shop/shared/router';
import { aSlider } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import { Carousel } from './carousel';

// A stand-in for the swiper slide show, which needs a real layout engine (the browser tests use the real one).
jest.mock('./slide-show', () => ({
  __esModule: true,
  default: ({ slides }: { slides: Slider[] }) => <p>{`Slide show of ${slides.length}`}</p>,
}));

test('the first slide shows at once, before the slide show has loaded, and then the slide show', async () => {
  const slides = [
    aSlider({ _id: 's1', title: 'Nova X5 launch' }),
    aSlider({ _id: 's2', title: 'Quiet hours' }),
  ];
  render(
    <MemoryRouter>
      <Carousel slides={slides} />
    </MemoryRouter>,
  );
  const offers = screen.getByRole('region', { name: 'Offers' });
  expect(offers).toHaveTextContent('Nova X5 launch');
  expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/details/p1');
  expect(offers).not.toHaveTextContent('Quiet hours');

  expect(await screen.findByText('Slide show of 2')).toBeInTheDocument();
  expect(offers).not.toHaveTextContent('Nova X5 launch');
});

test('without slides yet, a placeholder keeps their room', () => {
  render(<Carousel slides={null} />);
  expect(screen.getByRole('status', { name: 'Loading offers' })).toHaveClass('carousel');
});
