import { classNames } from '../../../components/ui/class-names';
import textStyles from '../../../components/ui/styles/text.module.css';
import type { ProductReviews } from '../api/reviews.api';
import { averageLabel, basedOnLabel, starsLabel } from '../model/review-text';
import styles from './review-summary.module.css';
import { StarRating } from './star-rating';

/** The average, the count and how many gave each star, 5 first. */
export function ReviewSummary({ summary }: { summary: ProductReviews['summary'] }) {
  if (summary.count === 0) {
    return <p className={textStyles.muted}>No reviews yet. Be the first to review this print.</p>;
  }
  return (
    <div className={styles.summary}>
      <div className={styles.overall}>
        <div className={styles.average}>
          <p className={styles.averageText}>{averageLabel(summary.average)}</p>
          <StarRating rating={Math.round(summary.average)} />
        </div>
        <p className={classNames(textStyles.muted, styles.count)}>{basedOnLabel(summary.count)}</p>
      </div>
      {/* The role keeps the list a list to screen readers that drop it when the bullets are hidden. */}
      <ul role="list" aria-label="Ratings breakdown" className={styles.histogram}>
        {summary.histogram.map(({ stars, count }) => (
          <li key={stars} className={styles.row}>
            <span className={styles.stars}>{starsLabel(stars)}</span>{' '}
            <div className={styles.bar} aria-hidden="true">
              <div className={styles.fill} style={{ width: `${(count / summary.count) * 100}%` }} />
            </div>
            <span className={classNames(textStyles.muted, styles.starCount)}>{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
