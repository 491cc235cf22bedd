import type { ReactNode } from 'react';
import styles from './styles/spinner.module.css';

/** A spinner at the size of the text around it. */
export function Spinner() {
  return <span className={styles.spinner} />;
}

/**
 * A button's label that gives way to a spinner while the button works, as Chakra's loading button
 * shows it: the spinner over the label, which keeps the button's width.
 */
export function BusyLabel({ busy, children }: { busy: boolean; children: ReactNode }) {
  if (!busy) return children;
  return (
    <>
      <span className={styles.overLabel}>
        <Spinner />
      </span>
      <span className={styles.hiddenLabel}>{children}</span>
    </>
  );
}
