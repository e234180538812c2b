import type { CheckoutFragments } from '@shop/mfe-checkout/contract';
import { $isOperator, $loggedIn } from '@shop/shared/bus';
import { fragmentsOf } from '@shop/shared/fragments';
import { paths } from '@shop/shared/paths';
import { Link, NavLink } from '@shop/shared/router';
import { BusyLabel, FoldToggle, useFold } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import logoUrl from '../assets/logo.svg';
import { CartIcon, HeartIcon, LogoutIcon, MenuIcon, UserIcon } from './icons';
import { $loggingOut, logoutClicked } from './model';
import { SearchBox } from './search-box';
import { TopBar } from './top-bar';
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

const NAV_ID = 'main-nav';

/** The counts are checkout's: its badges, loaded once the page is idle; until then (or without it) a bare link. */
const Checkout = fragmentsOf<CheckoutFragments>('checkout');

function CountBadge({
  to,
  label,
  badge,
  icon,
}: {
  to: string;
  label: string;
  badge: './CartBadge' | './WishBadge';
  icon: ReactNode;
}) {
  // Checkout's badge says the count to screen readers after the label: the link reads "Cart 2 items", its visible
  // text first, which is what a voice-control user says to follow it.
  return (
    <Link className="count-badge" to={to}>
      {icon}
      <span className="count-badge-label">{label}</span>{' '}
      {/* The badge's box kept free while it loads, so the links do not move. */}
      <Checkout module={badge} placeholder={<span className="shop-count-badge-box" />} />
    </Link>
  );
}

function AccountActions() {
  const [loggedIn, isOperator, loggingOut, onLogout] = useUnit([
    $loggedIn,
    $isOperator,
    $loggingOut,
    logoutClicked,
  ]);
  if (!loggedIn) {
    return (
      <Link className="header-button" to={paths.login()}>
        Login
      </Link>
    );
  }
  return (
    <>
      {isOperator && (
        <Link className="header-button" to={paths.admin()}>
          Admin
        </Link>
      )}
      {/* Named here, because narrow screens hide the text and show only the icon. */}
      <Link className="header-button header-profile" to={paths.profile()} aria-label="Profile">
        <UserIcon />
        <span className="header-profile-label">Profile</span>
      </Link>
      <button
        className="header-button header-logout"
        type="button"
        disabled={loggingOut}
        onClick={() => onLogout()}
      >
        {/* Phones show only this (a spinner while logging out); the label below still names the button. */}
        <span className="header-logout-icon">
          {loggingOut ? <span className="busy-spinner" aria-hidden="true" /> : <LogoutIcon />}
        </span>
        <span className="header-logout-label">
          <BusyLabel busy={loggingOut}>Logout</BusyLabel>
        </span>
      </button>
    </>
  );
}

export function Header() {
  // Only phones see the menu's toggle; wider screens always show the links.
  const menu = useFold();

  return (
    <header className="header">
      <TopBar />
      {/* Source order is reading order on every screen width; the grid only places the pieces. */}
      <div className="header-bar">
        <Link to={paths.home()} className="header-logo">
          <img src={logoUrl} alt="Shop home" width={50} height={50} />
        </Link>
        <SearchBox />
        <div className="header-actions">
          <CountBadge to={paths.cart()} label="Cart" badge="./CartBadge" icon={<CartIcon />} />
          <CountBadge to={paths.wish()} label="Wish" badge="./WishBadge" icon={<HeartIcon />} />
          <AccountActions />
        </div>
        <FoldToggle fold={menu} className="header-menu" controls={NAV_ID}>
          <MenuIcon />
          <span className="shop-visually-hidden">Menu</span>
        </FoldToggle>
        <nav id={NAV_ID} className="header-nav" aria-label="Main" onKeyDown={menu.closeOnEscape}>
          <ul>
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === paths.home()} onClick={menu.close}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
