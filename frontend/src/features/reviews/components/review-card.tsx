import { VERIFIED_PURCHASE_LABEL } from '@shop/contracts/src/review/review-constants';
import { LuBadgeCheck } from 'react-icons/lu';
import { classNames } from '../../../components/ui/class-names';
import badgeStyles from '../../../components/ui/styles/badge.module.css';
import paletteStyles from '../../../components/ui/styles/palette.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { formatLongDate } from '../../../lib/dates';
import type { PublicReview } from '../api/reviews.api';
import { photoAlt } from '../model/review-text';
import { HelpfulButton } from './helpful-button';
import styles from './review-card.module.css';
import { StarRating } from './star-rating';

function ReviewPhotos({ review }: { review: PublicReview }) {
  if (review.images.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={`Photos in ${review.customerName}'s review`}>
      {review.images.map((photo) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noopener" className={styles.photoLink}>
            <img
              src={photo.url}
              srcSet={photo.variants.map(({ url, width }) => `${url} ${width}w`).join(', ') || undefined}
              sizes="6rem"
              alt={photoAlt(review.customerName)}
              className={styles.photo}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

interface ReviewCardProps {
  review: PublicReview;
  onSignIn: () => void;
}

/** One approved review. Every field a shopper typed is rendered as text, never as markup. */
export function ReviewCard({ review, onSignIn }: ReviewCardProps) {
  const headingId = `review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <div className={styles.heading}>
        <StarRating rating={review.rating} />
        <h3 id={headingId} className={classNames(textStyles.heading, styles.title)}>
          {review.title}
        </h3>
      </div>
      <div className={styles.meta}>
        <span className={styles.name}>{review.customerName}</span>
        <span>{formatLongDate(review.createdAt)}</span>
        {review.isVerifiedPurchase && (
          <span className={classNames(badgeStyles.root, badgeStyles.subtle, badgeStyles.sm, paletteStyles.green)}>
            <LuBadgeCheck aria-hidden="true" />
            {VERIFIED_PURCHASE_LABEL}
          </span>
        )}
      </div>
      <p className={styles.content}>{review.content}</p>
      <ReviewPhotos review={review} />
      {review.reply && (
        <div role="note" aria-label="Reply from the shop" className={styles.reply}>
          <p className={styles.replyTitle}>Reply from the shop</p>
          <p className={styles.replyText}>{review.reply.content}</p>
        </div>
      )}
      <HelpfulButton reviewId={review.id} votes={review.helpfulVotes} onSignIn={onSignIn} />
    </article>
  );
}
