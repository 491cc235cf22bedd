import { gatewaySettings, mediaSettings, refusePublishedCredentials, z } from '@shop/config';
import { DEFAULT_UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_FILES } from '@shop/contracts';

/** Back-office sessions (issue 17): shorter than shoppers', since a staff session can change orders and staff. */
const staffSessionSettings = {
  /** A staff session ends after this long without a request… */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(30),
  /** …and this long after sign-in, whatever happens. */
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(12),
};

/** Trade portal sessions (issue 20): a designer's own, apart from shoppers' and staff's. */
const designerSessionSettings = {
  /** A designer session ends after this long without a request… */
  DESIGNER_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(120),
  /** …and this long after sign-in, whatever happens. */
  DESIGNER_SESSION_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24 * 7),
};

/** Image uploads of the back office (issue 18): stored under MEDIA_DIR, whose processed sizes the gateway serves. */
const uploadSettings = {
  ...mediaSettings,
  /** Largest image file one upload may carry; a larger one answers 413. */
  MEDIA_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(500 * 1024 * 1024).default(DEFAULT_UPLOAD_MAX_BYTES),
  /** Most files one upload request may carry; more answer 413. */
  MEDIA_UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(DEFAULT_UPLOAD_MAX_FILES),
  /** Largest products CSV one import may carry (20 MB: some 30,000 rows); a larger one answers 413. */
  PRODUCT_IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).max(200 * 1024 * 1024).default(20 * 1024 * 1024),
};

/** The page renderer (issue 21), which renders the public pages with their data; without one the SPA renders them. */
const rendererSettings = {
  /** Where the renderer listens (`http://127.0.0.1:8085`); unset, every page is the SPA alone. */
  RENDERER_URL: z.string().url().optional(),
  /** How long a page may take to render before the shopper gets the SPA instead. */
  RENDERER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
};

export const gatewayConfigSchema = z
  .object({ ...gatewaySettings, ...staffSessionSettings, ...designerSessionSettings, ...uploadSettings, ...rendererSettings })
  .superRefine(refusePublishedCredentials(['SESSION_SECRET', 'SESSION_PREVIOUS_SECRETS', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']));
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
