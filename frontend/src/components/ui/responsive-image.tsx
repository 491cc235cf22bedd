import type { ImgHTMLAttributes } from 'react';
import { responsiveSources, type ImageSize } from '../../lib/responsive-image';
import { classNames } from './class-names';
import styles from './styles/responsive-image.module.css';

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'width' | 'height'> {
  src: string;
  /** Intrinsic sizes by URL (a product's `media`); reserves the image's space before it loads. */
  media: Readonly<Record<string, ImageSize>>;
  /** How wide the image is drawn at each breakpoint, so the browser downloads the right copy. */
  sizes: string;
  /** Above the fold: load at once and ahead of other images instead of when scrolled near. */
  priority?: boolean;
  /** How the picture fills its box: whole (`contain`) or cropped to it (`cover`). */
  fit?: 'contain' | 'cover';
  /** As wide and as high as its container. */
  fill?: boolean;
}

/** A product image with its 480/960/1600 px copies, intrinsic size, async decoding and lazy loading. */
export function ResponsiveImage({ src, media, sizes, priority = false, fit, fill = false, className, ...props }: ResponsiveImageProps) {
  const sources = responsiveSources(src, media);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      width={sources.width}
      height={sources.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={classNames(fit && styles[fit], fill && styles.fill, className) || undefined}
      {...props}
    />
  );
}
