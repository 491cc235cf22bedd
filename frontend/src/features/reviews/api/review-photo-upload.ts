import type { UploadedImage } from '@shop/contracts';
import { serverMessage } from '../model/server-message';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** A refused or failed upload, with the server's message when it sent one. */
export class PhotoUploadError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/**
 * `POST /api/reviews/photos` (reviewsApi.uploadReviewPhotos): the photos as multipart/form-data.
 * Sent with XMLHttpRequest rather than fetch because only XHR reports upload progress; the answer
 * (202) comes before the photos are resized, so each is then asked about until it is ready.
 */
export function uploadReviewPhotos(files: readonly File[], onProgress: (progress: UploadProgress) => void): Promise<UploadedImage[]> {
  const request = new XMLHttpRequest();
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const done = new Promise<UploadedImage[]>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      if (request.status !== 202 && request.status !== 200) {
        reject(new PhotoUploadError(serverMessage(request.status, request.responseText), request.status));
        return;
      }
      try {
        resolve(JSON.parse(request.responseText) as UploadedImage[]);
      } catch {
        reject(new PhotoUploadError('The shop answered something that is not a list of photos.', request.status));
      }
    };
    request.onerror = () => reject(new PhotoUploadError('The upload did not reach the shop. Check the connection and try again.', undefined));
  });
  request.open('POST', '/api/reviews/photos');
  request.withCredentials = true;
  request.setRequestHeader('Accept', 'application/json');
  request.send(form);
  return done;
}
