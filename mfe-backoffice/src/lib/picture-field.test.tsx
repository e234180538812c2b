import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PictureField, PREVIEW_AFTER_MS } from './picture-field';

function Field() {
  const [value, setValue] = useState('');
  return <PictureField label="Brand picture" value={value} onChange={setValue} />;
}

afterEach(() => jest.useRealTimers());

test('a typed address is previewed once typing pauses, never half typed', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Field />);
  const address = screen.getByRole('textbox', { name: 'Brand picture address' });
  await user.type(address, 'https://cdn.example/moon');
  act(() => jest.advanceTimersByTime(PREVIEW_AFTER_MS - 1));
  await user.type(address, '.png');
  // Still typing: nothing fetched yet.
  expect(screen.queryByRole('img')).toBeNull();
  act(() => jest.advanceTimersByTime(PREVIEW_AFTER_MS));
  expect(screen.getByRole('img', { name: 'Brand picture' })).toHaveAttribute(
    'src',
    'https://cdn.example/moon.png',
  );
});
