import { render, screen } from '@testing-library/react';
import { CONTACT } from './contact';
import { TopBar } from './top-bar';

test('the top bar has the contact e-mail, the phone number and the social links', () => {
  render(<TopBar />);
  expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute(
    'href',
    `mailto:${CONTACT.email}`,
  );
  expect(screen.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', CONTACT.phoneHref);
  for (const network of ['Facebook', 'X', 'Instagram', 'YouTube']) {
    expect(screen.getByRole('link', { name: network })).toBeInTheDocument();
  }
});
