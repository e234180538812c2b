import { TEST_SITE } from '@shop/shared/testing';
import { legalHead } from './head';

describe("a legal page's head", () => {
  it('is its title, described by the first words of its content, cut at a word', () => {
    const content = `<h2>About</h2><p>We sell things &amp; ship them.</p><p>${'More words. '.repeat(30)}</p>`;
    const head = legalHead(TEST_SITE, { path: '/about', title: 'About' }, content);
    expect(head).toMatchObject({ title: 'About | Shop', canonical: `${TEST_SITE}/about` });
    expect(head.description.startsWith('About We sell things & ship them. More words.')).toBe(true);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('…')).toBe(true);
  });

  it('says what the page is when its content is empty or did not come in time', () => {
    expect(legalHead(TEST_SITE, { path: '/terms', title: 'Terms' }, '').description).toBe('Terms of Shop.');
    expect(legalHead(TEST_SITE, { path: '/terms', title: 'Terms' }, null).description).toBe('Terms of Shop.');
  });
});
