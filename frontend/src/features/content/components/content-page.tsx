import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { classNames } from '../../../components/ui/class-names';
import layoutStyles from '../../../components/ui/styles/layout.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { usePageHead } from '../../../lib/head';
import styles from './content-page.module.css';

interface ContentPageProps {
  /** A short label above the title. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** What previews and search results show; the lead when it is text. */
  description?: string;
  children: ReactNode;
  /** Reading pages stay narrow; pages of cards use the full width. */
  width?: 'reading' | 'wide';
}

/** The frame of the shop's own pages (about, contact, blog, policies): a title, a lead and the content. */
export function ContentPage({ eyebrow, title, lead, description, children, width = 'reading' }: ContentPageProps) {
  const { pathname } = useLocation();
  usePageHead({ title: eyebrow ? `${eyebrow}: ${title}` : title, description: description ?? (typeof lead === 'string' ? lead : title), path: pathname });
  return (
    <div className={classNames(layoutStyles.container, styles.page, styles[width])}>
      <header className={styles.header}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={classNames(textStyles.heading, styles.title)}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}
