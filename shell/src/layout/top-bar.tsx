import { CONTACT } from './contact';
import { MailIcon } from './icons';
import { SocialIcons } from './social-icons';
import './top-bar.css';

export function TopBar() {
  return (
    <div className="top-bar">
      <div className="top-bar-inner">
        {/* Phones show the envelope alone, to keep the bar one row; the address is still the link's name. */}
        <a className="top-bar-mail" href={`mailto:${CONTACT.email}`}>
          <MailIcon />
          <span className="top-bar-mail-address">{CONTACT.email}</span>
        </a>
        <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
        <SocialIcons />
      </div>
    </div>
  );
}
