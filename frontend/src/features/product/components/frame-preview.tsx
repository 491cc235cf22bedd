import { Box, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatPrintSize, printDimensions } from '../../../lib/print-size';
import type { PrintProduct, PrintSelection } from '../model/print-options';
import { frameLook, mediumLook } from '../model/preview-looks';

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

  return (
    <Box as="figure" bg="bg.subtle" borderRadius="l3" px={{ base: '5', md: '8' }} py={{ base: '6', md: '8' }} m="0">
      <Box
        role="img"
        aria-label={`Preview: ${description}`}
        w={previewWidth}
        mx="auto"
        p={`${frame.mouldingWidth}%`}
        background={frame.moulding}
        boxShadow={frame.shadow}
        transition="padding 0.25s ease, box-shadow 0.25s ease, background 0.25s ease"
        // The preview is a picture of the product, not a copy of the artwork to save.
        onContextMenu={(event) => event.preventDefault()}
        userSelect="none"
      >
        <Box
          p={frame.gap ? `${frame.gap.width}%` : '0'}
          bg={frame.gap?.color}
          boxShadow={frame.gap ? 'inset 0 2px 6px rgba(0, 0, 0, 0.6)' : undefined}
        >
          <Box p={`${medium.paperBorder}%`} bg={medium.paperBorder ? 'white' : undefined} boxShadow={frame.gap ? '0 4px 10px rgba(0, 0, 0, 0.45)' : undefined}>
            <Box position="relative" aspectRatio={`${width} / ${height}`} overflow="hidden" bg="bg.muted">
              <ResponsiveImage
                src={product.mainImage}
                media={product.media}
                sizes={`${MAX_PREVIEW_WIDTH_REM}rem`}
                alt=""
                w="full"
                h="full"
                objectFit="cover"
                draggable={false}
                pointerEvents="none"
              />
              {medium.texture && <Box position="absolute" inset="0" backgroundImage={medium.texture} pointerEvents="none" />}
            </Box>
          </Box>
        </Box>
      </Box>
      <Text as="figcaption" mt="5" textAlign="center" fontSize="sm" color="fg.muted">
        {formatPrintSize(selection.size)} · {selection.medium} · {selection.framing}
      </Text>
    </Box>
  );
});
