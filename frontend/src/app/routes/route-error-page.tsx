import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '../../components/ui/button-class';
import { classNames } from '../../components/ui/class-names';
import textStyles from '../../components/ui/styles/text.module.css';
import { paths } from '../../lib/paths';
import noticeStyles from './notice-page.module.css';
import styles from './route-error-page.module.css';

/** Shown instead of a page that failed to render, so a shopper is never left with a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <div className={classNames(noticeStyles.page, styles.fullScreen)}>
      <div className={noticeStyles.card}>
        <h1 className={classNames(textStyles.heading, noticeStyles.title)}>Something went wrong</h1>
        <p className={textStyles.muted}>This page could not be shown. Please try again in a moment.</p>
        {detail && <p className={styles.detail}>{detail}</p>}
        {/* A full page load, not client navigation: it resets whatever state broke the page. */}
        <a href={paths.home.getHref()} className={buttonClass({ palette: 'brand' }, styles.home)}>
          Back to Home
        </a>
      </div>
    </div>
  );
}
