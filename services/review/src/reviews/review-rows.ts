import type { OwnReview, PublicReview, ReviewPhotoStatus, ReviewStatus, StaffReview } from '@shop/contracts';

/** A photo as a review row keeps it: the media job's sizes and its moderation status. */
export interface StoredPhoto {
  id: string;
  url: string;
  variants: Array<{ width: number; url: string }>;
  status: ReviewPhotoStatus;
}

/** A product_reviews row with its shop reply, as REVIEW_COLUMNS selects it. */
export interface ReviewRow {
  id: number;
  product_id: number;
  product_title: string | null;
  customer_id: string;
  customer_email: string;
  customer_name: string;
  order_number: string | null;
  rating: number;
  title: string;
  content: string;
  status: ReviewStatus;
  is_verified_purchase: boolean;
  helpful_votes: number;
  images: StoredPhoto[];
  spam_signals: StaffReview['spamSignals'];
  moderation_note: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  reply_content: string | null;
  reply_created_at: Date | null;
  reply_updated_at: Date | null;
}

/** Every column of a review and its shop reply; `FROM product_reviews r` with REPLY_JOIN. */
export const REVIEW_COLUMNS = `r.id, r.product_id, r.product_title, r.customer_id, r.customer_email, r.customer_name, r.order_number,
  r.rating, r.title, r.content, r.status, r.is_verified_purchase, r.helpful_votes, r.images, r.spam_signals,
  r.moderation_note, r.version, r.created_at, r.updated_at,
  rr.content AS reply_content, rr.created_at AS reply_created_at, rr.updated_at AS reply_updated_at`;
export const REPLY_JOIN = `LEFT JOIN review_replies rr ON rr.review_id = r.id AND rr.is_admin`;

const photo = ({ id, url, variants }: StoredPhoto) => ({ id, url, variants });

/** As the product page shows it: only its approved photos. */
export function publicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    productId: row.product_id,
    customerName: row.customer_name,
    rating: row.rating,
    title: row.title,
    content: row.content,
    isVerifiedPurchase: row.is_verified_purchase,
    helpfulVotes: row.helpful_votes,
    images: row.images.filter((image) => image.status === 'approved').map(photo),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    reply:
      row.reply_content === null
        ? null
        : { content: row.reply_content, isAdmin: true, createdAt: row.reply_created_at!.toISOString(), updatedAt: row.reply_updated_at!.toISOString() },
  };
}

/** As its author sees it: whatever its state, every photo with its own. */
export function ownReview(row: ReviewRow): OwnReview {
  return {
    ...publicReview(row),
    status: row.status,
    orderNumber: row.order_number,
    images: row.images.map((image) => ({ ...photo(image), status: image.status })),
  };
}

export function staffReview(row: ReviewRow): StaffReview {
  return {
    ...ownReview(row),
    version: row.version,
    productTitle: row.product_title,
    customerEmail: row.customer_email,
    spamSignals: row.spam_signals,
    moderationNote: row.moderation_note,
  };
}
