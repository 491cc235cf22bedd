import { ButtonLink } from '../../../components/ui/button-link';
import { classNames } from '../../../components/ui/class-names';
import paginationStyles from '../../../components/ui/styles/pagination.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { pageWindow } from '../model/review-query';
import styles from './review-pagination.module.css';

interface ReviewPaginationProps {
  page: number;
  totalPages: number;
  /** The link to a page of reviews. */
  hrefFor: (page: number) => string;
}

/** Links to the pages of reviews: the first, the last and those around the current one. */
export function ReviewPagination({ page, totalPages, hrefFor }: ReviewPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Review pages" className={classNames(paginationStyles.pages, styles.pages)}>
      {pageWindow(page, totalPages).map((entry, index) =>
        entry === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className={paginationStyles.gap}>
            …
          </span>
        ) : entry === page ? (
          <span key={entry} aria-current="page" className={paginationStyles.current}>
            <span className={textStyles.visuallyHidden}>Page </span>
            {entry}
          </span>
        ) : (
          <ButtonLink key={entry} to={hrefFor(entry)} variant="ghost" size="sm" aria-label={`Page ${entry}`}>
            {entry}
          </ButtonLink>
        ),
      )}
    </nav>
  );
}
