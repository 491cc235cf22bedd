import { Link as RouterLink, NavLink } from 'react-router';
import { classNames } from '../../components/ui/class-names';
import { Logo } from '../../components/ui/logo';
import layoutStyles from '../../components/ui/styles/layout.module.css';
import { AccountMenu } from '../../features/account/components/account-menu';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { CartButton } from './cart-button';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';
import { desktopNav } from './navigation';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={classNames(layoutStyles.container, styles.bar)}>
        <MobileMenu />
        <RouterLink to={paths.home.getHref()} aria-label={`${site.tagline}, home page`}>
          <Logo />
        </RouterLink>
        <nav aria-label="Main" className={styles.nav}>
          {desktopNav.map((item) => (
            <NavLink key={item.label} to={item.to} end className={styles.navLink}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          <HeaderSearch />
          <CartButton />
        </div>
        <AccountMenu />
      </div>
    </header>
  );
}
