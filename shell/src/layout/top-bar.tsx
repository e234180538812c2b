import { CONTACT } from './contact';
import { SocialIcons } from './social-icons';
import './top-bar.css';

export function TopBar() {
  return (
    <div className="top-bar">
      <div className="top-bar-inner">
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
        <SocialIcons />
      </div>
    </div>
  );
}
