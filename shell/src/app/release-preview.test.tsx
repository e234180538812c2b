import { render, screen } from '@testing-library/react';
import { LEAVE_PREVIEW_URL, RELEASE_PREVIEW_ELEMENT_ID, ReleasePreviewBanner } from './release-preview';

function pageSays(data: string | undefined) {
  document.getElementById(RELEASE_PREVIEW_ELEMENT_ID)?.remove();
  if (data === undefined) return;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RELEASE_PREVIEW_ELEMENT_ID;
  element.textContent = data;
  document.head.append(element);
}

afterEach(() => pageSays(undefined));

describe('the release preview banner', () => {
  it('names the previewed releases and offers to leave the preview', () => {
    pageSays(JSON.stringify([{ remote: 'checkout', release: '1.1.0-abc1234' }]));
    render(<ReleasePreviewBanner />);
    const banner = screen.getByRole('status', { name: 'Release preview' });
    expect(banner).toHaveTextContent('Preview: checkout 1.1.0-abc1234');
    expect(screen.getByRole('link', { name: 'Leave preview' })).toHaveAttribute('href', LEAVE_PREVIEW_URL);
  });

  it('names each slice previewed', () => {
    pageSays(
      JSON.stringify([
        { remote: 'catalogue', release: '2.0.0-def' },
        { remote: 'checkout', release: '1.1.0-abc' },
      ]),
    );
    render(<ReleasePreviewBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('Preview: catalogue 2.0.0-def, checkout 1.1.0-abc');
  });

  it.each([
    ['says nothing', undefined],
    ['says no release', '[]'],
    ['holds something else', '{"checkout": "1.1.0"}'],
    ['holds broken JSON', '[{"remote": '],
  ])('renders nothing when the page %s', (_case, data) => {
    pageSays(data);
    const { container } = render(<ReleasePreviewBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});
