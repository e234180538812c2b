import { type ReactNode, useRef } from 'react';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { ReleasePreviewBanner } from './release-preview';
import { usePageArrival } from './use-page-arrival';
import { useRouterNavigation } from './use-router-navigation';
import './frame.css';

/** The frame around every page (docs/behaviour.md#frame): top bar and header, the page, the footer. */
export function Frame({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouterNavigation();
  usePageArrival(main);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ReleasePreviewBanner />
      <Header />
      {/* Focusable so the skip link moves keyboard focus here, not only the scroll position. */}
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
