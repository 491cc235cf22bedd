import type { UploadedImage } from '@shop/contracts';
import { shopApi } from '../../../../lib/api/shop-api';

/** How often an image still being resized is asked about. */
export const IMAGE_POLL_MS = 1000;

/** `GET /api/admin/media/:id` (adminMediaApi.getImage): processing, ready or failed. */
export const mediaApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getUploadedImage: build.query<UploadedImage, string>({
      query: (id) => `admin/media/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetUploadedImageQuery } = mediaApi;

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** A refused or failed upload, with the server's message when it sent one. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

function messageOf(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: fall through to the status.
  }
  return `The upload was refused (${status}).`;
}

/**
 * `POST /api/admin/media` (adminMediaApi.uploadImages): the files as multipart/form-data. Sent
 * with XMLHttpRequest rather than fetch because only XHR reports upload progress; the answer
 * (202) comes before the images are resized.
 */
export function uploadImages(files: readonly File[], onProgress: (progress: UploadProgress) => void): { done: Promise<UploadedImage[]>; abort: () => void } {
  const request = new XMLHttpRequest();
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const done = new Promise<UploadedImage[]>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      if (request.status === 202 || request.status === 200) {
        try {
          resolve(JSON.parse(request.responseText) as UploadedImage[]);
        } catch {
          reject(new UploadError('The shop answered something that is not a list of images.', request.status));
        }
      } else {
        reject(new UploadError(messageOf(request.status, request.responseText), request.status));
      }
    };
    request.onerror = () => reject(new UploadError('The upload did not reach the shop. Check the connection and try again.', undefined));
    request.onabort = () => reject(new UploadError('The upload was stopped.', undefined));
  });
  request.open('POST', '/api/admin/media');
  request.withCredentials = true;
  request.setRequestHeader('Accept', 'application/json');
  request.send(form);
  return { done, abort: () => request.abort() };
}
