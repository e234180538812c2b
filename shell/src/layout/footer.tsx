import { LEGAL_PAGES } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import paymentMethodsUrl from '../assets/payment-methods.svg';
import './footer.css';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About the shop</h2>
          <p>
            Electronics, fashion and things for the home, chosen with care and delivered to your door.
            Questions? Our team answers every message within a day.
          </p>
        </section>
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information">Information</h2>
          <ul>
            {LEGAL_PAGES.map(({ path, title }) => (
              <li key={path}>
                <Link to={path}>{title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment">We accept</h2>
          {/* Drawn at 240x40, shown 1.5 times as large so the card names can be read; the size attributes reserve
              its box before it loads, and narrow columns scale it down. */}
          <img
            src={paymentMethodsUrl}
            width={360}
            height={60}
            alt="Visa, Mastercard, American Express and mobile banking"
          />
        </section>
      </div>
      {/* The server's year and the browser's differ for a few hours around New Year (time zones): either is right. */}
      <p className="footer-copyright" suppressHydrationWarning>
        © {new Date().getFullYear()} Shop. All rights reserved.
      </p>
    </footer>
  );
}
