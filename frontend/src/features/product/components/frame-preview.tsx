import { memo } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatPrintSize, printDimensions } from '../../../lib/print-size';
import type { PrintProduct, PrintSelection } from '../model/print-options';
import { frameLook, mediumLook } from '../model/preview-looks';
import styles from './frame-preview.module.css';

/** The artwork's tallest extent in the preview, so portrait prints do not push the options off screen. */
const MAX_ART_HEIGHT_REM = 15;
const MAX_PREVIEW_WIDTH_REM = 22;

/** What the preview shows, in words, for screen readers and the caption. */
export function previewDescription(product: PrintProduct, selection: PrintSelection): string {
  return `${product.title} as a ${formatPrintSize(selection.size)} print on ${selection.medium}, ${selection.framing}`;
}

/**
 * The artwork as it would hang: in the proportions of the chosen size, on the chosen medium
 * (canvas shows its weave, paper a white border) inside the chosen frame, drawn with CSS.
 * Memoised: a new price leaves it as it is.
 */
export const FramePreview = memo(function FramePreview({ product, selection }: { product: PrintProduct; selection: PrintSelection }) {
  const frame = frameLook(selection.framing);
  const medium = mediumLook(selection.medium);
  // A size that is not width X height inches takes the artwork's own proportions.
  const { width, height } = printDimensions(selection.size) ?? product.media[product.mainImage] ?? { width: 1, height: 1 };
  const previewWidth = `min(100%, ${((MAX_ART_HEIGHT_REM * width) / height).toFixed(2)}rem, ${MAX_PREVIEW_WIDTH_REM}rem)`;
  const description = previewDescription(product, selection);

  // What the shopper chose (proportions, moulding, paper, texture) is set on the elements; the rest is in the module.
  return (
    <figure className={styles.preview}>
      <div
        role="img"
        aria-label={`Preview: ${description}`}
        className={styles.frame}
        style={{ width: previewWidth, padding: `${frame.mouldingWidth}%`, background: frame.moulding, boxShadow: frame.shadow }}
        // The preview is a picture of the product, not a copy of the artwork to save.
        onContextMenu={(event) => event.preventDefault()}
      >
        <div
          style={
            frame.gap
              ? { padding: `${frame.gap.width}%`, background: frame.gap.color, boxShadow: 'inset 0 2px 6px rgba(0, 0, 0, 0.6)' }
              : { padding: 0 }
          }
        >
          <div
            style={{
              padding: `${medium.paperBorder}%`,
              background: medium.paperBorder ? 'white' : undefined,
              boxShadow: frame.gap ? '0 4px 10px rgba(0, 0, 0, 0.45)' : undefined,
            }}
          >
            <div className={styles.artwork} style={{ aspectRatio: `${width} / ${height}` }}>
              <ResponsiveImage
                src={product.mainImage}
                media={product.media}
                sizes={`${MAX_PREVIEW_WIDTH_REM}rem`}
                alt=""
                fit="cover"
                fill
                className={styles.image}
                draggable={false}
              />
              {medium.texture && <div className={styles.texture} style={{ backgroundImage: medium.texture }} />}
            </div>
          </div>
        </div>
      </div>
      <figcaption className={styles.caption}>
        {formatPrintSize(selection.size)} · {selection.medium} · {selection.framing}
      </figcaption>
    </figure>
  );
});
