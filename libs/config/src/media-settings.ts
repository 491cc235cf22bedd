import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The media folder (issue 18), shared by the gateway (which stores uploaded originals there and
 * serves the processed sizes) and the media service (which writes them): a volume under compose
 * and Kubernetes. Relative paths are taken from the working directory (`npm start`'s is the
 * repository, whose `.data/media` is the default).
 */
export const mediaSettings = {
  MEDIA_DIR: z
    .string()
    .min(1)
    .default('.data/media')
    .transform((path) => resolve(path)),
};
