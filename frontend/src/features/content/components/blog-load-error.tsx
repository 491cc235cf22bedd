import { buttonClass } from '../../../components/ui/button-class';
import { classNames } from '../../../components/ui/class-names';
import paletteStyles from '../../../components/ui/styles/palette.module.css';
import { apiErrorMessage } from '../../../lib/api/base-query';
import styles from './blog-load-error.module.css';

interface BlogLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The blog could not be fetched: the server's answer and a way to ask again. */
export function BlogLoadError({ error, retrying, onRetry }: BlogLoadErrorProps) {
  return (
    <div role="alert" className={classNames(paletteStyles.red, styles.alert)}>
      <svg viewBox="0 0 24 24" fill="currentColor" className={styles.icon} aria-hidden="true" focusable="false">
        <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
      </svg>
      <div className={styles.content}>
        <div className={styles.title}>The articles could not be loaded.</div>
        <div>{apiErrorMessage(error)}</div>
      </div>
      <button type="button" className={buttonClass({ variant: 'outline', size: 'sm', palette: 'red' }, styles.retry)} disabled={retrying} onClick={onRetry}>
        {retrying ? (
          <>
            {/* Chakra's loading button: a spinner over the label, which keeps the button's width. */}
            <span className={styles.spinnerBox}>
              <span className={styles.spinner} />
            </span>
            <span className={styles.hiddenLabel}>Try again</span>
          </>
        ) : (
          'Try again'
        )}
      </button>
    </div>
  );
}
