import { logout } from '@shop/shared/api';
import { $cartCount, $loggedIn, $wishCount, signedOut } from '@shop/shared/bus';
import { paths } from '@shop/shared/paths';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import logoUrl from '../assets/logo.svg';
import { SearchBox } from './search-box';
import './header.css';

const NAV_LINKS = [
  { to: paths.home(), label: 'Home' },
  { to: paths.about(), label: 'About' },
  { to: paths.contact(), label: 'Contact' },
  { to: paths.cart(), label: 'Cart' },
  { to: paths.wish(), label: 'Wish' },
  { to: paths.orders(), label: 'Orders' },
  { to: paths.login(), label: 'Login' },
  { to: paths.profile(), label: 'Profile' },
];

function CountBadge({ to, label, count }: { to: string; label: string; count: number }) {
  return (
    <Link className="count-badge" to={to} aria-label={`${label}, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <span aria-hidden="true">{label}</span>
      <span className="count-badge-count" aria-hidden="true" data-testid={`${label.toLowerCase()}-count`}>
        {count}
      </span>
    </Link>
  );
}

function AccountActions() {
  const loggedIn = useUnit($loggedIn);
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  if (!loggedIn) {
    return (
      <Link className="header-button" to={paths.login()}>
        Login
      </Link>
    );
  }
  const logOut = async () => {
    setSubmitting(true);
    try {
      await logout();
    } finally {
      setSubmitting(false);
      // The session ends here whatever the server answered: the stored data goes either way.
      signedOut();
    }
  };
  return (
    <>
      <button className="header-button" type="button" disabled={submitting} onClick={logOut}>
        {submitting ? 'Processing...' : 'Logout'}
      </button>
      <button className="header-button" type="button" onClick={() => navigate(paths.profile())}>
        Profile
      </button>
    </>
  );
}

export function Header() {
  const [cartCount, wishCount] = useUnit([$cartCount, $wishCount]);
  return (
    <header className="header">
      <div className="header-inner">
        <Link to={paths.home()} className="header-logo">
          <img src={logoUrl} alt="Shop home" width={50} height={50} />
        </Link>
        <nav aria-label="Main">
          <ul className="header-nav">
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === paths.home()}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox />
        <div className="header-actions">
          <CountBadge to={paths.cart()} label="Cart" count={cartCount} />
          <CountBadge to={paths.wish()} label="Wish" count={wishCount} />
          <AccountActions />
        </div>
      </div>
    </header>
  );
}
