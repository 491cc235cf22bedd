import { LuCircleAlert } from 'react-icons/lu';
import { classNames } from '../../components/ui/class-names';
import textStyles from '../../components/ui/styles/text.module.css';
import { useNotFoundStatus } from '../../lib/head';
import styles from './not-found-page.module.css';
import noticeStyles from './notice-page.module.css';

export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <div className={noticeStyles.page}>
      <div className={noticeStyles.card}>
        <div className={styles.heading}>
          <LuCircleAlert aria-hidden="true" focusable="false" className={styles.icon} />
          <h1 className={classNames(textStyles.heading, noticeStyles.title)}>404 Page Not Found</h1>
        </div>
        <p className={textStyles.muted}>Did you forget to add the page to the router?</p>
      </div>
    </div>
  );
}
