import type { ReactNode } from 'react';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { TopBar } from '../layout/top-bar';
import { useRouterNavigation } from './use-router-navigation';
import './frame.css';

/** The spec's shared frame around every page. */
export function Frame({ children }: { children: ReactNode }) {
  useRouterNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
