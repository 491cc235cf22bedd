import { BadRequestException } from '@nestjs/common';
import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Route config (`@RouteConfig(MULTIPART_ROUTE)`) of the one kind of route that takes multipart bodies: uploads. */
export const MULTIPART_ROUTE = { multipart: true } as const;

class UnsupportedBody extends Error {
  readonly statusCode = 415;
}

const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * Multipart bodies, on the routes that say so and nowhere else: every other route keeps taking
 * JSON only (acceptJsonBodiesOnly), and a multipart body sent to it is refused with 415 before a
 * byte of it is read. @fastify/multipart only marks the request: the route's handler streams the
 * parts itself (request.parts(), with its own limits), so nothing is buffered whole.
 */
export async function acceptMultipartOnUploadRoutes(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preParsing', (request: FastifyRequest, _reply: FastifyReply, payload, done) => {
      const config = request.routeOptions.config as { multipart?: boolean } | undefined;
      if (isMultipart(request) && !config?.multipart) {
        done(new UnsupportedBody('Send the request body as JSON (Content-Type: application/json)'), undefined);
        return;
      }
      done(null, payload);
    });
}

/** How long a multipart step may still wait once the whole body has arrived. */
const STALL_MS = 2000;

/**
 * `step`, or a 400 saying `what` when the request's body has all arrived and `step` still waits:
 * a body that is not the multipart it says (no boundary, a part cut short) leaves the parser
 * waiting forever. Every read of an upload's parts goes through it.
 */
export function unlessStalled<T>(request: FastifyRequest, step: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const stall = () => {
      timer = setTimeout(() => reject(new BadRequestException(`The body is not well-formed multipart/form-data: ${what}`)), STALL_MS);
    };
    const settle = () => {
      clearTimeout(timer);
      request.raw.off('end', stall);
    };
    if (request.raw.readableEnded) stall();
    else request.raw.once('end', stall);
    step.then(
      (value) => (settle(), resolve(value)),
      (error: unknown) => (settle(), reject(error as Error)),
    );
  });
}
