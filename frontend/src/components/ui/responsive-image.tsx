import { Image, type ImageProps } from '@chakra-ui/react';
import { responsiveSources, type ImageSize } from '../../lib/responsive-image';

export interface ResponsiveImageProps extends Omit<ImageProps, 'src' | 'srcSet' | 'sizes' | 'loading'> {
  src: string;
  /** Intrinsic sizes by URL (a product's `media`); reserves the image's space before it loads. */
  media: Readonly<Record<string, ImageSize>>;
  /** How wide the image is drawn at each breakpoint, so the browser downloads the right copy. */
  sizes: string;
  /** Above the fold: load at once and ahead of other images instead of when scrolled near. */
  priority?: boolean;
}

/** A product image with its 480/960/1600 px copies, intrinsic size, async decoding and lazy loading. */
export function ResponsiveImage({ src, media, sizes, priority = false, ...props }: ResponsiveImageProps) {
  const sources = responsiveSources(src, media);
  return (
    <Image
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      htmlWidth={sources.width}
      htmlHeight={sources.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...props}
    />
  );
}
