import helmet from 'helmet';

/**
 * Security headers, with a content security policy the SPA (and its runtime styles) works under.
 * Profile pictures come from Google (or the sandbox standing in for it).
 */
export const securityHeaders = (profileImageOrigins: string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Chakra UI (emotion) inserts style elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...profileImageOrigins],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sign-in opens Google's consent page in a popup that must be able to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

/** The popup's landing page must keep its opener, so it carries no opener policy at all. */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
