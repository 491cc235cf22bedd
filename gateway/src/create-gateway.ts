import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { RequestClient } from '@shop/messaging';
import { JsonLogger } from '@shop/service-runtime';
import { staffSessionHook } from './admin/auth/staff-session.hook';
import { designerSessionHook } from './designer/designer-session.hook';
import { DesignerSessions } from './designer/designer-sessions';
import { StaffSessions } from './admin/auth/staff-sessions';
import { serveUploads } from './admin/media/serve-uploads';
import { AppModule } from './app.module';
import { CheckoutCredentials } from './auth/checkout-credential';
import { sessionHook } from './auth/session.hook';
import { SessionStore } from './auth/session-store';
import { SignedCookies } from './auth/signed-cookies';
import { frameworkErrorHandler } from './common/framework-errors';
import { acceptJsonBodiesOnly } from './common/json-body';
import { acceptMultipartOnUploadRoutes } from './common/multipart-body';
import { correlationHook } from './common/request-context';
import { requestLoggingHook } from './common/request-logging';
import { apiNoStoreHook, securityHeadersHook } from './common/security';
import type { GatewayConfig } from './config';
import { openApiDocument } from './docs/openapi';
import { registerHttpMetrics } from './health/http-metrics';
import { compressAnswers } from './common/compression';
import { PageRenderer } from './spa/page-renderer';
import { serveSpa } from './spa/serve-spa';
import { serveSeoFiles } from './seo/serve-seo-files';

/**
 * Builds the gateway: /api over NATS, its OpenAPI docs, and the SPA on the same origin.
 * Fastify under Nest: the HTTP layer is on every request's path, so it must cost little.
 */
export async function createGateway(config: GatewayConfig): Promise<INestApplication> {
  const logger = new JsonLogger('gateway', config.LOG_LEVEL);
  const securityHeaders = securityHeadersHook(['https://*.googleusercontent.com', new URL(config.GOOGLE_AUTHORIZATION_URL).origin]);
  const adapter = new FastifyAdapter({
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    // A checkout with a full cart is a few kilobytes; anything far larger answers 413.
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Whose X-Forwarded-For names the client (rate limits): nobody by default; see docs/security.md.
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    // No Nest middleware here: hooks do that work, without @fastify/middie on every request.
    skipMiddie: true,
    // Fastify's own logging stays off: requestLoggingHook writes one line per request, with its correlation id.
    logger: false,
  });
  // Nest's own body parsers are off (they read forms too): acceptJsonBodiesOnly sets the only ones.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, { logger, bodyParser: false });

  const server = app.getHttpAdapter().getInstance();
  acceptJsonBodiesOnly(server);
  await acceptMultipartOnUploadRoutes(app);
  server.addHook('onRequest', correlationHook);
  server.addHook('onRequest', securityHeaders);
  server.addHook('onRequest', apiNoStoreHook);
  await compressAnswers(app);
  server.addHook('onRequest', sessionHook(app.get(SignedCookies), app.get(SessionStore), app.get(CheckoutCredentials), logger.pino));
  server.addHook('onRequest', staffSessionHook(app.get(StaffSessions), app.get(RequestClient), logger.pino));
  server.addHook('onRequest', designerSessionHook(app.get(DesignerSessions), logger.pino));
  server.addHook('onResponse', requestLoggingHook(logger.pino));
  registerHttpMetrics(server);

  app.setGlobalPrefix('api');
  if (config.STATIC_DIR) {
    const renderer = config.RENDERER_URL ? new PageRenderer(config.RENDERER_URL, config.RENDERER_TIMEOUT_MS) : null;
    if (renderer) server.addHook('onClose', (_instance, done) => (renderer.close(), done()));
    await serveSpa(app, config.STATIC_DIR, renderer);
  }
  await serveUploads(app, config.MEDIA_DIR);
  serveSeoFiles(app);

  SwaggerModule.setup('api/docs', app, openApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });

  await app.init();
  await server.ready();
  return app;
}
