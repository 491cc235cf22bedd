import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import pino, { type Logger } from 'pino';
import type { SandboxOptions } from './config';
import { createGoogleSimulator } from './google/google-simulator';
import { createPhonePeSimulator } from './phonepe/phonepe-simulator';
import { STYLESHEET_PATH } from './shared/html';
import { requestLogging } from './shared/request-logging';
import { STYLESHEET } from './shared/stylesheet';

export interface Sandbox {
  app: Express;
  /** Stops the sandbox's own clocks: order expiry and webhook retries. Does not close any server. */
  close(): void;
}

/** Builds the sandbox's express app; nothing listens until the caller (main, or a test) says so. */
export function createSandbox(options: SandboxOptions, logger: Logger = pino({ level: 'silent' })): Sandbox {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  app.use((_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });

  app.get(STYLESHEET_PATH, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(STYLESHEET);
  });
  // Browsers ask for it on every page; an empty answer keeps their consoles free of 404s.
  app.get('/favicon.ico', (_req, res) => {
    res.status(204).end();
  });
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  const phonepe = createPhonePeSimulator(options.phonepe, logger, options.publicUrl);
  phonepe.mount(app);
  createGoogleSimulator(options.google, options.publicUrl).mount(app);

  app.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'No such sandbox endpoint; see infra/sandbox/README.md.' });
  });
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ error: 'invalid_request', message: (error as Error).message });
      return;
    }
    logger.error({ err: error }, 'unhandled error');
    res.status(500).json({ error: 'internal_error' });
  });

  return { app, close: () => phonepe.close() };
}

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:8090 */
  url: string;
  server: Server;
  stop(): Promise<void>;
}

/** Creates the sandbox and listens; port 0 picks a free port (tests). */
export async function startSandbox(options: SandboxOptions, listen: { port: number; host?: string }, logger?: Logger): Promise<RunningSandbox> {
  const sandbox = createSandbox(options, logger);
  const host = listen.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolve, reject) => {
    const candidate = sandbox.app.listen(listen.port, host, (error?: Error) => (error ? reject(error) : resolve(candidate)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    server,
    async stop() {
      sandbox.close();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
