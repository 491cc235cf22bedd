import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { UploadedImage } from '@shop/contracts';
import { MAX_REVIEW_PHOTOS, REVIEW_PHOTO_MAX_BYTES } from '@shop/contracts/src/review/review-constants';
import { useEffect, useId, useRef, useState } from 'react';
import { PHOTO_POLL_MS, useGetReviewPhotoQuery } from '../api/reviews.api';
import { PhotoUploadError, uploadReviewPhotos, type UploadProgress } from '../api/review-photo-upload';

/** What the file picker offers; the server decides by the content, whatever the name says. */
const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_MB = REVIEW_PHOTO_MAX_BYTES / (1024 * 1024);

/** A photo of the form: being sent, being resized by the shop, ready to name in the review, or failed. */
export type ReviewPhotoEntry =
  | { key: string; name: string; state: 'uploading'; progress: UploadProgress | null }
  | { key: string; name: string; state: 'processing' | 'ready'; id: string }
  | { key: string; name: string; state: 'failed'; reason: string };

function entryOf(key: string, image: UploadedImage): ReviewPhotoEntry {
  if (image.status === 'failed') return { key, name: image.originalFilename, state: 'failed', reason: image.reason ?? 'the photo could not be processed' };
  return { key, name: image.originalFilename, state: image.status, id: image.id };
}

/** Asks about a photo every second while the shop resizes it, until it is ready or failed. */
function ProcessingWatch({ photoId, onSettled }: { photoId: string; onSettled: (image: UploadedImage) => void }) {
  const { data } = useGetReviewPhotoQuery(photoId, { pollingInterval: PHOTO_POLL_MS, skipPollingIfUnfocused: false });
  useEffect(() => {
    if (data && data.status !== 'processing') onSettled(data);
  }, [data, onSettled]);
  return null;
}

function PhotoState({ entry }: { entry: ReviewPhotoEntry }) {
  if (entry.state === 'failed') return <Text color="fg.error">Failed: {entry.reason}</Text>;
  if (entry.state === 'ready') return <Text color="fg.success">Ready</Text>;
  const progress = entry.state === 'uploading' ? entry.progress : null;
  return (
    <HStack gap="2">
      <Text color="fg.muted">Uploading…</Text>
      {progress && <progress value={progress.loaded} max={progress.total || 1} aria-label={`Upload progress of ${entry.name}`} />}
    </HStack>
  );
}

interface ReviewPhotosFieldProps {
  photos: readonly ReviewPhotoEntry[];
  onPhotosChange: (update: (photos: ReviewPhotoEntry[]) => ReviewPhotoEntry[]) => void;
}

/**
 * Up to three photos: sent as soon as they are chosen, with their progress, then asked about
 * while the shop resizes them; the review names only those that are ready.
 */
export function ReviewPhotosField({ photos, onPhotosChange }: ReviewPhotosFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = photos.some(({ state }) => state === 'uploading');

  const send = async (files: File[]) => {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (photos.length + files.length > MAX_REVIEW_PHOTOS) {
      setProblem(`A review may have up to ${MAX_REVIEW_PHOTOS} photos.`);
      return;
    }
    const tooLarge = files.find((file) => file.size > REVIEW_PHOTO_MAX_BYTES);
    if (tooLarge) {
      setProblem(`${tooLarge.name} is larger than ${MAX_MB} MB.`);
      return;
    }
    setProblem(null);
    const keys = files.map((file, index) => `${Date.now()}-${index}-${file.name}`);
    const isSent = (entry: ReviewPhotoEntry) => keys.includes(entry.key);
    onPhotosChange((current) => [...current, ...files.map((file, index) => ({ key: keys[index], name: file.name, state: 'uploading' as const, progress: null }))]);
    try {
      const images = await uploadReviewPhotos(files, (progress) =>
        onPhotosChange((current) => current.map((entry) => (isSent(entry) && entry.state === 'uploading' ? { ...entry, progress } : entry))),
      );
      const answered = images.map((image, index) => entryOf(keys[index] ?? image.id, image));
      onPhotosChange((current) =>
        [...current.filter((entry) => !isSent(entry)), ...answered].filter(
          // The same file twice is one photo: it is listed once.
          (entry, index, all) => !('id' in entry) || all.findIndex((other) => 'id' in other && other.id === entry.id) === index,
        ),
      );
    } catch (error) {
      onPhotosChange((current) => current.filter((entry) => !isSent(entry)));
      setProblem(error instanceof PhotoUploadError ? error.message : 'The upload failed. Please try again.');
    }
  };

  const settle = (image: UploadedImage) =>
    onPhotosChange((current) => current.map((entry) => ('id' in entry && entry.id === image.id ? entryOf(entry.key, image) : entry)));

  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={inputId} fontWeight="medium" textStyle="sm">
        Photos (up to {MAX_REVIEW_PHOTOS})
      </chakra.label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={uploading || photos.length >= MAX_REVIEW_PHOTOS}
        onChange={(event) => void send([...(event.target.files ?? [])])}
      />
      <Text textStyle="xs" color="fg.muted">
        JPEG, PNG or WebP, up to {MAX_MB} MB each. Photos are checked before they are shown.
      </Text>
      {problem && (
        <Text role="alert" textStyle="sm" color="fg.error">
          {problem}
        </Text>
      )}
      {photos.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" w="full" aria-label="Review photos" fontSize="sm">
          {photos.map((entry) => (
            <HStack as="li" key={entry.key} gap="3" justifyContent="space-between">
              <Text fontWeight="medium" truncate>
                {entry.name}
              </Text>
              <HStack gap="3">
                <PhotoState entry={entry} />
                {entry.state === 'processing' && <ProcessingWatch photoId={entry.id} onSettled={settle} />}
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={entry.state === 'uploading'}
                  onClick={() => onPhotosChange((current) => current.filter(({ key }) => key !== entry.key))}
                >
                  Remove {entry.name}
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
