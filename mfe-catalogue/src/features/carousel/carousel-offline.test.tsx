import { MemoryRouter } from '@shop/shared/router';
import { aSlider } from '@shop/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { Carousel } from './carousel';

jest.mock('./slide-show', () => {
  throw new Error('Loading chunk failed');
});

test("when the slide show's code cannot be loaded, the first slide stays", async () => {
  render(
    <MemoryRouter>
      <Carousel slides={[aSlider({ title: 'Nova X5 launch' }), aSlider({ _id: 's2' })]} />
    </MemoryRouter>,
  );
  // Long enough for the failed import to have settled.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('region', { name: 'Offers' })).toHaveTextContent('Nova X5 launch');
  expect(screen.getByRole('link', { name: 'Buy Now' })).toBeVisible();
});
