/** Social links of the top bar: simple marks drawn here, each a link named for screen readers. */
const SOCIAL = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  },
  {
    name: 'X',
    href: 'https://x.com/',
    path: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.1L20.5 20H16l-4.4-6.1L6.3 20H3.6l6.7-7.6z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    path: 'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3z',
  },
];

export function SocialIcons() {
  return (
    <ul className="social-icons">
      {SOCIAL.map(({ name, href, path }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noreferrer">
            <span className="shop-visually-hidden">{name}</span>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d={path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
