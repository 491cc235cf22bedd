import { buttonClass } from './button-class';
import { classNames } from './class-names';
import { BusyLabel } from './spinner';
import styles from './styles/load-error-alert.module.css';
import paletteStyles from './styles/palette.module.css';

interface LoadErrorAlertProps {
  /** What could not be loaded, as a sentence: "This product could not be loaded." */
  title: string;
  /** Why, as the server said it. */
  message: string;
  /** Asks again; the button spins while `retrying`. */
  onRetry: () => void;
  retrying: boolean;
  /** `error` (red) for what the page is about; `warning` (orange) for a section beside it. */
  status?: 'error' | 'warning';
  className?: string;
}

/** Something the page needed could not be loaded: what, why, and Try again (Chakra's Alert with its indicator). */
export function LoadErrorAlert({ title, message, onRetry, retrying, status = 'error', className }: LoadErrorAlertProps) {
  const palette = status === 'error' ? paletteStyles.red : paletteStyles.orange;
  return (
    <div role="alert" className={classNames(palette, styles.alert, className)}>
      <svg viewBox="0 0 24 24" fill="currentColor" className={styles.icon} aria-hidden="true" focusable="false">
        <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
      </svg>
      <div className={styles.content}>
        <p className={styles.title}>{title}</p>
        <p>{message}</p>
      </div>
      <button type="button" className={buttonClass({ variant: 'outline', size: 'sm', palette: status === 'error' ? 'red' : 'orange' }, styles.retry)} disabled={retrying} onClick={onRetry}>
        <BusyLabel busy={retrying}>Try again</BusyLabel>
      </button>
    </div>
  );
}
