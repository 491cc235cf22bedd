import { useCallback, useEffect, useRef, useState, type DragEvent, type MouseEvent, type PointerEvent } from 'react';
import { LuShieldCheck } from 'react-icons/lu';
import type { ApiProduct } from '@shop/contracts';
import { classNames } from '../../../components/ui/class-names';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { imageAtWidth } from '../../../lib/responsive-image';
import styles from './product-gallery.module.css';

/** Gallery constants of spec sections 2 and 9. */
export const PROTECTION_NOTICE = 'Images are protected and cannot be downloaded';
export const PROTECTION_NOTICE_MS = 2000;
export const GALLERY_ZOOM = 1.5;
/** Ctrl/Cmd with these keys would save, copy, print or show the source of the page. */
const BLOCKED_SHORTCUT_KEYS = new Set(['s', 'c', 'p', 'u']);

const MAIN_IMAGE_SIZES = '(min-width: 80rem) 640px, (min-width: 62rem) 50vw, 100vw';

/** Shows the protection notice for two seconds; a new attempt restarts the two seconds. */
function useProtectionNotice(): [boolean, () => void] {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(() => {
    setVisible(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setVisible(false), PROTECTION_NOTICE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return [visible, show];
}

interface ZoomPoint {
  x: number;
  y: number;
}

/**
 * The product page's images: the selected one large (up to 600 px high, 1.5x zoom under the
 * mouse) and thumbnails to switch between them. Saving the artwork is discouraged: right-click,
 * dragging and Ctrl/Cmd + S, C, P or U are blocked and answered with a short notice.
 */
export function ProductGallery({ product }: { product: ApiProduct }) {
  const images = product.images.length ? product.images : [product.mainImage];
  const [selected, setSelected] = useState(0);
  const [zoom, setZoom] = useState<ZoomPoint | null>(null);
  const [noticeVisible, showNotice] = useProtectionNotice();
  const current = images[Math.min(selected, images.length - 1)];
  const size = product.media[current];

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && BLOCKED_SHORTCUT_KEYS.has(event.key.toLowerCase())) {
        event.preventDefault();
        showNotice();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showNotice]);

  const block = (event: MouseEvent | DragEvent) => {
    event.preventDefault();
    showNotice();
  };

  const followPointer = (event: PointerEvent<HTMLDivElement>) => {
    // Zoom follows a mouse; on touch screens a finger on the image scrolls the page instead.
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  return (
    <div onContextMenu={block} onDragStart={block} className={styles.gallery}>
      <div
        className={classNames(styles.stage, zoom && styles.zooming)}
        style={{ aspectRatio: size ? `${size.width} / ${size.height}` : '1' }}
        onPointerMove={followPointer}
        onPointerLeave={() => setZoom(null)}
      >
        <ResponsiveImage
          key={current}
          src={current}
          media={product.media}
          sizes={MAIN_IMAGE_SIZES}
          priority
          alt={selected === 0 ? `${product.title} by ${product.artist}` : `${product.title}, view ${selected + 1}`}
          fit="contain"
          fill
          className={styles.image}
          draggable={false}
          style={zoom ? { transform: `scale(${GALLERY_ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
        />
        <div role="status" className={styles.noticeArea}>
          {noticeVisible && (
            <div className={styles.notice}>
              <LuShieldCheck aria-hidden="true" />
              {PROTECTION_NOTICE}
            </div>
          )}
        </div>
      </div>

      {images.length > 1 && (
        <ul aria-label="Product images" className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={styles.thumbnail}
              >
                <img
                  src={imageAtWidth(image, 480)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
