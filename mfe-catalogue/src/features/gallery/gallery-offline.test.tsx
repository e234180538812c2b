import { act, render, screen } from '@testing-library/react';
import { Gallery } from './gallery';

jest.mock('./slide-show', () => {
  throw new Error('Loading chunk failed');
});

test("when the slide show's code cannot be loaded, the first image stays", async () => {
  render(<Gallery images={['/a.jpg', '/b.jpg']} title="Nova X5" />);
  // Long enough for the failed import to have settled.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('img', { name: 'Nova X5, image 1 of 2' })).toBeVisible();
});
