import { render, screen } from '@testing-library/react';
import { TopBar } from './top-bar';

test('the top bar has the contact e-mail, the phone number and the social links', () => {
  render(<TopBar />);
  expect(screen.getByRole('link', { name: 'support@shop.example' })).toHaveAttribute(
    'href',
    'mailto:support@shop.example',
  );
  expect(screen.getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute('href', 'tel:+15550102030');
  for (const [network, href] of [
    ['Facebook', 'https://www.facebook.com/'],
    ['X', 'https://x.com/'],
    ['Instagram', 'https://www.instagram.com/'],
    ['YouTube', 'https://www.youtube.com/'],
  ]) {
    expect(screen.getByRole('link', { name: network })).toHaveAttribute('href', href);
  }
});
