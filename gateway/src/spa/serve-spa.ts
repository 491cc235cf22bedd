import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

/**
 * Serves the built SPA from the gateway's own origin. Hashed assets are cached for a year;
 * any other GET outside /api that asks for HTML gets index.html, so deep links such as
 * /collection/all survive a reload (the SPA renders its own not-found page).
 */
export function serveSpa(staticDir: string): Router {
  const root = resolve(staticDir);
  const index = join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`STATIC_DIR ${root} has no index.html: build the frontend first`);

  const router = express.Router();
  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');
  const assets = express.static(root, {
    index: false,
    setHeaders: (res, path) => {
      const hashed = path.includes(`${join(root, 'assets')}/`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  router.use((req: Request, res: Response, next: NextFunction) => (isApi(req) ? next() : assets(req, res, next)));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
