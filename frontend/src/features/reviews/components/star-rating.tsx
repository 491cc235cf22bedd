import { LuStar } from 'react-icons/lu';
import { classNames } from '../../../components/ui/class-names';
import { ratingLabel } from '../model/review-text';
import styles from './star-rating.module.css';

interface StarRatingProps {
  /** Whole stars from 1 to 5. */
  rating: number;
  className?: string;
}

/** A review's stars, read out as "4 out of 5 stars". */
export function StarRating({ rating, className }: StarRatingProps) {
  return (
    <div role="img" aria-label={ratingLabel(rating)} className={classNames(styles.stars, className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <LuStar key={star} className={styles.star} fill={star <= rating ? 'currentColor' : 'none'} aria-hidden="true" focusable="false" />
      ))}
    </div>
  );
}
