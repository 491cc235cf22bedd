import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { classNames } from '../../../components/ui/class-names';
import textStyles from '../../../components/ui/styles/text.module.css';
import styles from './catalog-breadcrumb.module.css';

export interface BreadcrumbStep {
  label: string;
  /** Omitted for the current page, the last step. */
  to?: string;
}

/** Where the page sits in the shop, ending with the current page. */
export function CatalogBreadcrumb({ steps }: { steps: readonly BreadcrumbStep[] }) {
  return (
    <nav aria-label="breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <Fragment key={`${index}-${step.label}`}>
            {index > 0 && (
              <li aria-hidden="true" className={styles.separator}>
                <svg viewBox="0 0 24 24">
                  <path d="m9 18 6-6-6-6" />
                </svg>
              </li>
            )}
            <li className={styles.item}>
              {step.to ? (
                <RouterLink to={step.to} className={styles.link}>
                  {step.label}
                </RouterLink>
              ) : (
                <span role="link" aria-current="page" className={classNames(textStyles.lineClamp1, styles.current)}>
                  {step.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
