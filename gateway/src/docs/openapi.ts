import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
type Response = { description: string; content?: Record<string, { schema: object }> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const errorSchema = {
  type: 'object',
  required: ['statusCode', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    message: { type: 'string', example: 'email: Please enter a valid email address' },
    correlationId: { type: 'string', description: 'Also sent as the x-correlation-id header: quote it to find the request in the logs' },
  },
};

/** Answers the gateway gives on any route, whatever the route does. */
const ANY_ROUTE = {
  '500': 'An unexpected failure; the message has no detail, the correlation id finds the log lines',
  '503': 'A service the answer needs is unreachable, or this gateway is shutting down: retry',
};
/** Routes answered by the gateway alone, which never wait on a service. */
const WITHOUT_SERVICES = new Set(['HealthController_health', 'AuthController_signInSettings', 'AuthController_logout', 'AuthController_redirect']);
const TIMEOUT = 'A service the answer needs did not answer in time: retry';
const INVALID_INPUT = 'The input breaks its schema: the message names each field and what is wrong';

/**
 * The OpenAPI document of /api (served at /api/docs/openapi.json). Each route declares its own
 * answers; the ones every route shares (invalid input, a service down or late, an unexpected
 * failure) are added here once, all with the same error body.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Curated art storefront API')
      .setDescription(
        'Catalog, pricing, cart, checkout, orders and accounts of the storefront. Errors are {statusCode, message, correlationId}; ' +
          'send an x-correlation-id header to choose the id that follows a request through the services.',
      )
      .setVersion('1')
      .build(),
  );
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Error: errorSchema } };
  const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation: Operation | undefined = path[method];
      if (!operation) continue;
      const responses = operation.responses as Record<string, Response>;
      const takesInput = operation.requestBody !== undefined || (operation.parameters ?? []).some((p) => 'in' in p && p.in !== 'header');
      if (takesInput) responses['400'] ??= { description: INVALID_INPUT };
      for (const [code, description] of Object.entries(ANY_ROUTE)) responses[code] ??= { description };
      if (!WITHOUT_SERVICES.has(operation.operationId ?? '')) responses['504'] ??= { description: TIMEOUT };
      for (const [code, response] of Object.entries(responses)) {
        if (/^[45]/.test(code)) response.content ??= errorBody;
        // A success declared by its schema alone still needs the description OpenAPI requires.
        else if (!response.description) response.description = code.startsWith('3') ? 'Redirect' : 'OK';
      }
    }
  }
  return document;
}
