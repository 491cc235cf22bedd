import type { ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { classNames } from '../../../components/ui/class-names';
import paginationStyles from '../../../components/ui/styles/pagination.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { paginationWindow } from '../model/pagination';
import styles from './collection-pagination.module.css';

interface CollectionPaginationProps {
  page: number;
  totalPages: number;
  /** The link (a query string) to a page. */
  hrefFor: (page: number) => string;
}

const stepLook = buttonClass({ variant: 'ghost', size: 'sm' });

/** Page links: first, last, a window around the current page, and ellipses between (spec section 9). */
export function CollectionPagination({ page, totalPages, hrefFor }: CollectionPaginationProps) {
  if (totalPages <= 1) return null;

  return (
    <nav aria-label="Pagination" className={classNames(paginationStyles.pages, styles.pagination)}>
      <PageStep label="Previous page" to={page > 1 ? hrefFor(page - 1) : undefined}>
        <LuChevronLeft />
      </PageStep>
      {paginationWindow(page, totalPages).map((entry) =>
        entry.kind === 'gap' ? (
          <span key={`gap-after-${entry.after}`} aria-hidden="true" className={paginationStyles.gap}>
            …
          </span>
        ) : entry.page === page ? (
          <span key={entry.page} aria-current="page" className={paginationStyles.current}>
            <span className={textStyles.visuallyHidden}>Page </span>
            {entry.page}
          </span>
        ) : (
          <RouterLink key={entry.page} to={hrefFor(entry.page)} aria-label={`Page ${entry.page}`} className={stepLook}>
            {entry.page}
          </RouterLink>
        ),
      )}
      <PageStep label="Next page" to={page < totalPages ? hrefFor(page + 1) : undefined}>
        <LuChevronRight />
      </PageStep>
    </nav>
  );
}

function PageStep({ label, to, children }: { label: string; to?: string; children: ReactNode }) {
  if (!to) {
    return (
      <button type="button" aria-label={label} disabled className={stepLook}>
        {children}
      </button>
    );
  }
  return (
    <RouterLink to={to} aria-label={label} className={stepLook}>
      {children}
    </RouterLink>
  );
}
