import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { JsonLogger } from '@shop/messaging';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module';
import { correlationMiddleware } from './common/request-context';
import { requestLogging } from './common/request-logging';
import { GOOGLE_CALLBACK_PATH, securityHeaders } from './common/security';
import type { GatewayConfig } from './config';
import { serveSpa } from './spa/serve-spa';

/** Builds the gateway: /api over NATS, its OpenAPI docs, and the SPA on the same origin. */
export async function createGateway(config: GatewayConfig): Promise<INestApplication> {
  const logger = new JsonLogger('gateway', config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    logger,
    bodyParser: false,
    forceCloseConnections: true,
  });
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(correlationMiddleware);
  app.use(requestLogging(logger.pino));
  app.use(securityHeaders(['https://*.googleusercontent.com', new URL(config.GOOGLE_AUTHORIZATION_URL).origin]));
  app.use(GOOGLE_CALLBACK_PATH, (_req: Request, res: Response, next: NextFunction) => {
    res.removeHeader('Cross-Origin-Opener-Policy');
    next();
  });
  app.useBodyParser('json', { limit: '100kb' });
  app.setGlobalPrefix('api');
  if (config.STATIC_DIR) app.use(serveSpa(config.STATIC_DIR));

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Curated art storefront API')
      .setDescription('Catalog, pricing, cart, checkout, orders and accounts of the storefront. Errors are {statusCode, message}.')
      .setVersion('1')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });

  await app.init();
  return app;
}
