import { NavLink } from 'react-router';
import './Header.css';

export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <NavLink to="/" className="site-header__brand" aria-label="KY Gaming home">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>KY Gaming</span>
        </NavLink>
        <nav aria-label="Main" className="site-header__nav">
          <NavLink to="/" end>
            Home
          </NavLink>
        </nav>
        {/* The wallet, embedded through its public element like any operator page. */}
        <ky-wallet class="site-header__wallet" />
      </div>
    </header>
  );
}
