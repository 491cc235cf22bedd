import { LuInstagram } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { classNames } from '../../components/ui/class-names';
import { Logo } from '../../components/ui/logo';
import layoutStyles from '../../components/ui/styles/layout.module.css';
import textStyles from '../../components/ui/styles/text.module.css';
import { site } from '../../lib/site';
import { useShopContact } from '../../features/content/api/site-settings.api';
import { footerNav } from './navigation';
import styles from './site-footer.module.css';

export function SiteFooter() {
  // The social profile the back office saved (the shop's own until the settings are read).
  const { socialProfile } = useShopContact();
  return (
    <footer className={styles.footer}>
      <div className={classNames(layoutStyles.container, styles.container)}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <Logo />
            <p className={styles.blurb}>Curating art since {site.curatingSince}: prints and decor chosen for Indian homes.</p>
            {socialProfile && (
              <a
                href={socialProfile.href}
                target="_blank"
                rel="noopener noreferrer"
                className={classNames(styles.link, styles.social)}
              >
                <LuInstagram aria-hidden="true" />
                Follow us on {socialProfile.label}
              </a>
            )}
          </div>
          {footerNav.map((group) => (
            <nav key={group.title} aria-label={group.title} className={styles.group}>
              <h2 className={classNames(textStyles.heading, styles.groupTitle)}>{group.title}</h2>
              {group.links.map((link) => (
                <RouterLink key={link.to} to={link.to} className={styles.link}>
                  {link.label}
                </RouterLink>
              ))}
            </nav>
          ))}
        </div>
      </div>
    </footer>
  );
}
