import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UploadedImage } from '@shop/contracts';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { IMAGE_POLL_MS, uploadImages, UploadError, useGetUploadedImageQuery, type UploadProgress } from '../api/media.api';

/** What the file picker offers; the server decides by the content, whatever the name or type says. */
const ACCEPT = 'image/jpeg,image/png,image/webp';

const percent = ({ loaded, total }: UploadProgress) => (total > 0 ? Math.round((loaded / total) * 100) : 0);

/** One uploaded image: asked about every second while it is resized, until it is ready or failed. */
function UploadStatus({ upload, onSettled }: { upload: UploadedImage; onSettled: (image: UploadedImage) => void }) {
  const processing = upload.status === 'processing';
  const { data } = useGetUploadedImageQuery(upload.id, { skip: !processing, pollingInterval: IMAGE_POLL_MS, skipPollingIfUnfocused: false });
  useEffect(() => {
    // Once: the settled image replaces the upload, which then stops asking.
    if (processing && data && data.status !== 'processing') onSettled(data);
  }, [processing, data, onSettled]);
  const current = data ?? upload;
  return (
    <HStack as="li" gap="2" fontSize="sm">
      <Text fontWeight="medium">{current.originalFilename}</Text>
      <Text color={current.status === 'failed' ? 'fg.error' : 'fg.muted'}>
        {current.status === 'processing' && 'Making its sizes…'}
        {current.status === 'ready' && `Ready, ${current.width} × ${current.height}`}
        {current.status === 'failed' && `Failed: ${current.reason ?? 'the image could not be processed'}`}
      </Text>
    </HStack>
  );
}

interface ImageUploaderProps {
  /** The uploads of this form so far, newest first; a ready one can be chosen for any image field. */
  uploads: readonly UploadedImage[];
  onUploadsChange: (update: (uploads: UploadedImage[]) => UploadedImage[]) => void;
}

/**
 * Image upload: drop files or choose them, several at once. The bytes go up with their progress
 * shown; the shop answers at once and makes the sizes in the background, so each image is then
 * asked about until it is ready to be used.
 */
export function ImageUploader({ uploads, onUploadsChange }: ImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const send = async (files: File[]) => {
    if (files.length === 0 || progress) return;
    setProblem(null);
    setProgress({ loaded: 0, total: files.reduce((sum, file) => sum + file.size, 0) });
    try {
      const images = await uploadImages(files, setProgress).done;
      onUploadsChange((current) => [...images, ...current.filter((known) => !images.some((image) => image.id === known.id))]);
    } catch (error) {
      setProblem(error instanceof UploadError ? error.message : 'The upload failed. Please try again.');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const settle = (image: UploadedImage) => onUploadsChange((current) => current.map((known) => (known.id === image.id ? image : known)));

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="3">
      <Box
        role="group"
        aria-label="Upload images"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.500' : 'border'}
        bg={dragging ? 'brand.50' : 'white'}
        borderRadius="md"
        p="5"
        textAlign="center"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Stack gap="2" align="center">
          <Text>Drop JPEG, PNG or WebP images here (up to 40 MB each), or</Text>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={progress !== null}>
            Choose images
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple
            hidden
            aria-label="Image files"
            onChange={(event) => void send([...(event.target.files ?? [])])}
          />
          {progress && (
            <Stack gap="1" w="full" maxW="sm">
              <progress value={progress.loaded} max={progress.total || 1} aria-label="Upload progress" style={{ width: '100%' }} />
              <Text fontSize="sm" role="status">
                Uploading: {percent(progress)}%
              </Text>
            </Stack>
          )}
        </Stack>
      </Box>
      {problem && (
        <Text role="alert" color="fg.error">
          {problem}
        </Text>
      )}
      {uploads.length > 0 && (
        <Stack as="ul" aria-label="Uploaded images" gap="1" listStyleType="none">
          {uploads.map((upload) => (
            <UploadStatus key={upload.id} upload={upload} onSettled={settle} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
