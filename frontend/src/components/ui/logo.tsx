import { site } from '../../lib/site';
import { classNames } from './class-names';
import styles from './logo.module.css';

/** The shop's mark, a framed abstract, with the tagline beside it. Colours follow the surrounding text. */
export function Logo({ className }: { className?: string }) {
  return (
    <div className={classNames(styles.logo, className)}>
      <svg className={styles.mark} width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect x="1.5" y="1.5" width="31" height="31" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="6" y="6" width="22" height="22" fill="#e6c3a5" />
        <circle cx="20.5" cy="13" r="4.5" fill="#a85d32" />
        <path d="M6 28 L14 16 L21 24 L24 20 L28 25 V28 Z" fill="#3a1f12" />
      </svg>
      <span className={styles.tagline}>{site.tagline}</span>
    </div>
  );
}
