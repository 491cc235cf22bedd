import { Button, Field, HStack, Image, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { UploadedImage } from '@shop/contracts';
import { useState } from 'react';
import { imageAtWidth } from '../../../../lib/responsive-image';


function Thumbnail({ url }: { url: string }) {
  if (!url.startsWith('/media/')) return null;
  return <Image src={imageAtWidth(url, 480)} alt="" w="16" h="16" objectFit="cover" borderRadius="sm" borderWidth="1px" bg="gray.100" />;
}

function UploadChoice({ label, uploads, onChoose }: { label: string; uploads: readonly UploadedImage[]; onChoose: (url: string) => void }) {
  const ready = uploads.filter((upload) => upload.status === 'ready');
  if (ready.length === 0) return null;
  return (
    <NativeSelect.Root size="sm" w="auto" minW="48">
      <NativeSelect.Field
        aria-label={label}
        bg="white"
        value=""
        onChange={(event) => {
          if (event.target.value) onChoose(event.target.value);
        }}
      >
        <option value="">Use an uploaded image…</option>
        {ready.map((upload) => (
          <option key={upload.id} value={upload.url}>
            {upload.originalFilename}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

interface ImageFieldProps {
  label: string;
  value: string;
  required?: boolean;
  helper?: string;
  uploads: readonly UploadedImage[];
  onChange: (url: string) => void;
}

/** One image of the product: a URL of the shop's (`/media/…`), typed or chosen from this form's uploads. */
export function ImageField({ label, value, required, helper, uploads, onChange }: ImageFieldProps) {
  return (
    // The upload choice sits outside the field: a required field would make its empty "choose"
    // entry required too, and the browser would refuse to submit the form.
    <HStack gap="3" w="full" align="end" wrap="wrap">
      <Thumbnail url={value} />
      <Field.Root required={required} flex="1" minW="60">
        <Field.Label>{label}</Field.Label>
        <Input bg="white" value={value} maxLength={300} placeholder="/media/…" onChange={(event) => onChange(event.target.value)} />
        {helper && <Field.HelperText>{helper}</Field.HelperText>}
      </Field.Root>
      <UploadChoice label={`Uploaded image for ${label}`} uploads={uploads} onChoose={onChange} />
    </HStack>
  );
}

interface GalleryFieldProps {
  images: readonly string[];
  uploads: readonly UploadedImage[];
  onChange: (images: string[]) => void;
}

/** The gallery: several images, each once, in the order shown on the product page. */
export function GalleryField({ images, uploads, onChange }: GalleryFieldProps) {
  const [typed, setTyped] = useState('');
  const add = (url: string) => {
    const clean = url.trim();
    if (clean && !images.includes(clean)) onChange([...images, clean]);
  };
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        Gallery images
      </Text>
      {images.length === 0 && <Text color="fg.muted" fontSize="sm">No gallery images.</Text>}
      <Stack as="ul" aria-label="Gallery images" listStyleType="none" gap="2">
        {images.map((url) => (
          <HStack as="li" key={url} gap="3">
            <Thumbnail url={url} />
            <Text fontFamily="mono" fontSize="xs" flex="1" wordBreak="break-all">
              {url}
            </Text>
            <Button size="xs" variant="ghost" aria-label={`Remove ${url} from the gallery`} onClick={() => onChange(images.filter((image) => image !== url))}>
              Remove
            </Button>
          </HStack>
        ))}
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Input size="sm" bg="white" w="72" aria-label="Gallery image URL" placeholder="/media/…" value={typed} maxLength={300} onChange={(event) => setTyped(event.target.value)} />
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            add(typed);
            setTyped('');
          }}
        >
          Add to gallery
        </Button>
        <UploadChoice label="Uploaded image for the gallery" uploads={uploads} onChoose={add} />
      </HStack>
    </Stack>
  );
}
