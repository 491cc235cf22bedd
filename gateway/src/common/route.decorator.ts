import {
  applyDecorators,
  BadRequestException,
  createParamDecorator,
  HttpCode,
  HttpException,
  RequestMapping,
  RequestMethod,
  Res,
  SetMetadata,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  checksContracts,
  PERMISSIONS,
  describeIssues,
  TOTAL_COUNT_HEADER,
  type EncodedItems,
  type HttpRoute,
  type RouteInput,
  type RouteReply,
} from '@shop/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StaffPermissionGuard } from '../auth/staff.guard';
import { compileDecoder, type Decoder } from './response-decoder';
import { z } from 'zod';

const ROUTE = Symbol('HTTP_ROUTE');

/** A JSON schema of one part of a route, for the OpenAPI document. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;

/** The fields of an object schema (params and query are objects), each with its JSON schema. */
function fieldsOf(schema: z.ZodType | undefined): Array<{ name: string; required: boolean; schema: Record<string, unknown> }> {
  if (!schema) return [];
  const json = jsonSchema(schema, 'output') as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, field]) => ({ name, required: json.required?.includes(name) ?? false, schema: field }));
}

/** The part of a handler's type a route checks: whatever it takes, it answers the route's reply. */
type RouteHandler<R extends HttpRoute> = (...args: never[]) => RouteReply<R> | Promise<RouteReply<R>>;

/**
 * Declares a controller method as the handler of an HTTP route from libs/contracts: its method
 * and path, its success status, its OpenAPI operation (input, answer and failures, all derived
 * from the route's schemas) and the decoding of its answer through the route's response schema
 * (paise become rupees; a field the schema does not declare is never sent). The compiler checks
 * that the method answers the route's reply. Read the parsed input with `@Input()`. A back-office
 * route (`route.staff`) is guarded by its permission: no handler of one can forget the check.
 */
export function Route<R extends HttpRoute>(route: R) {
  const decorators = [
    SetMetadata(ROUTE, route),
    ...(route.staff ? [UseGuards(new StaffPermissionGuard(route.staff))] : []),
    RequestMapping({ path: route.path.replace(/^\/api\//, ''), method: RequestMethod[route.method] }),
    HttpCode(route.status ?? 200),
    ApiTags(route.tag),
    ApiOperation({ summary: route.summary, description: describe(route) }),
    ...fieldsOf(route.params).map((field) => ApiParam({ name: field.name, required: true, schema: field.schema })),
    ...fieldsOf(route.query).map((field) => ApiQuery({ name: field.name, required: field.required, schema: field.schema })),
    ...(route.body ? [ApiBody({ schema: jsonSchema(route.body, 'input') })] : []),
    ApiResponse({
      status: route.status ?? 200,
      description: route.status === 303 ? 'Redirect' : 'OK',
      ...(route.response ? { schema: jsonSchema(route.response, 'output') } : {}),
      ...(route.paged
        ? { headers: { [TOTAL_COUNT_HEADER]: { description: 'How many items match, over every page', schema: { type: 'integer', minimum: 0 } } } }
        : {}),
    }),
    ...Object.entries(route.errors ?? {}).map(([status, description]) => ApiResponse({ status: Number(status), description })),
    ...(route.invalidInput ? [ApiResponse({ status: route.invalidInput.status, description: route.invalidInput.message })] : []),
  ];
  const decorate = applyDecorators(...decorators);
  return <F extends RouteHandler<R>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<F>) => {
    if (route.response) {
      const handler = descriptor.value as unknown as AnyHandler;
      if (route.paged) {
        // The reply object is injected after the handler's own parameters, to carry the total.
        const replyIndex = (Reflect.getMetadata('design:paramtypes', target, key) as unknown[] | undefined)?.length ?? handler.length;
        Res({ passthrough: true })(target, key, replyIndex);
        descriptor.value = answeringPageThrough(route, route.response, handler, replyIndex) as unknown as F;
      } else {
        descriptor.value = answeringThrough(route, route.response, handler) as unknown as F;
      }
    }
    decorate(target, key, descriptor);
  };
}

/** The route's description, and for a back-office route who may call it (the roles of its permission). */
function describe(route: HttpRoute): string | undefined {
  if (!route.staff) return route.description;
  const who = `Back office: needs a staff session (the \`shop_staff\` cookie) whose role has \`${route.staff}\` (${PERMISSIONS[route.staff].join(', ')}).`;
  return route.description ? `${route.description}\n\n${who}` : who;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHandler = (this: unknown, ...args: any[]) => unknown;

/**
 * With contract checks (outside production), the answer is parsed by the route's response schema:
 * one that breaks it is a 500 (the exception filter logs why, with the request's correlation id).
 * In production it is decoded without the checks (response-decoder.ts).
 */
function decoderFor(route: HttpRoute, schema: z.ZodType): Decoder {
  if (!checksContracts()) return compileDecoder(schema);
  return (reply) => {
    const result = schema.safeParse(reply);
    if (result.success) return result.data;
    throw new Error(`${route.method} ${route.path} answered outside its contract: ${describeIssues(result.error)}`);
  };
}

/**
 * The handler, its answer decoded through the route's response schema, or sent as it is when the
 * handler answers it already encoded (`EncodedItems`). A plain wrapper rather
 * than a Nest interceptor, which would put every request through an rxjs pipeline (it halved
 * the requests a second of the cheapest routes). What decorators below `@Route` recorded on the
 * handler is carried over to the wrapper.
 */
function answeringThrough(route: HttpRoute, schema: z.ZodType, handler: AnyHandler): AnyHandler {
  const decode = decoderFor(route, schema);
  const checkEncoded = checksContracts() ? encodedChecker(route, schema) : null;
  const wrapped = async function (this: unknown, ...args: unknown[]) {
    const answer = await handler.apply(this, args);
    if (!isEncoded(answer)) return decode(answer);
    // Sent as it is; the handler has said it is JSON (reply.type), as a string alone would not be.
    checkEncoded?.(answer.encodedJson);
    return answer.encodedJson;
  };
  return carryingMetadata(wrapped, handler);
}

/**
 * A paged route's handler answers `{ items, total }`: the items, decoded through the route's
 * response schema, are the body and the total goes in the `X-Total-Count` header. Items a service
 * already encoded as the browser reads them (`EncodedItems`) are sent as they are: outside
 * production they are checked first, like any answer.
 */
function answeringPageThrough(route: HttpRoute, schema: z.ZodType, handler: AnyHandler, replyIndex: number): AnyHandler {
  const decode = decoderFor(route, schema);
  const checkEncoded = checksContracts() ? encodedChecker(route, schema) : null;
  const wrapped = async function (this: unknown, ...args: unknown[]) {
    const reply = args[replyIndex] as FastifyReply;
    const page = (await handler.apply(this, args.slice(0, replyIndex))) as { items: unknown; total: number };
    void reply.header(TOTAL_COUNT_HEADER, String(page.total));
    if (!isEncoded(page.items)) return decode(page.items);
    checkEncoded?.(page.items.encodedJson);
    void reply.type('application/json; charset=utf-8');
    return page.items.encodedJson;
  };
  return carryingMetadata(wrapped, handler);
}

function isEncoded(items: unknown): items is EncodedItems {
  return typeof items === 'object' && items !== null && typeof (items as EncodedItems).encodedJson === 'string';
}

/**
 * Checks encoded items as the route's own decoding would have them: what the JSON says must be
 * the response schema's output (encoding it back to the service's side succeeds), and decoding
 * that must give the same JSON again (so it holds no field the schema does not declare).
 */
function encodedChecker(route: HttpRoute, schema: z.ZodType): (json: string) => void {
  return (json) => {
    const sent: unknown = JSON.parse(json);
    const encoded = z.safeEncode(schema, sent as never);
    if (!encoded.success) throw new Error(`${route.method} ${route.path} answered outside its contract: ${describeIssues(encoded.error)}`);
    const decoded = schema.parse(encoded.data);
    if (!isDeepStrictEqual(decoded, sent)) {
      throw new Error(`${route.method} ${route.path} answered fields or values its response schema does not give: ${json.slice(0, 200)}`);
    }
  };
}

/** The wrapper with what decorators below `@Route` recorded on the handler, and its name. */
function carryingMetadata(wrapped: AnyHandler, handler: AnyHandler): AnyHandler {
  for (const key of Reflect.getOwnMetadataKeys(handler)) Reflect.defineMetadata(key, Reflect.getOwnMetadata(key, handler), wrapped);
  Object.defineProperty(wrapped, 'name', { value: handler.name });
  return wrapped;
}

/** The route of the handler about to run. */
function routeOf(context: ExecutionContext): HttpRoute {
  const route = Reflect.getMetadata(ROUTE, context.getHandler()) as HttpRoute | undefined;
  if (!route) throw new Error(`${context.getClass().name}.${context.getHandler().name} has @Input() but no @Route()`);
  return route;
}

function parse(route: HttpRoute, schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  if (route.invalidInput) throw new HttpException(route.invalidInput.message, route.invalidInput.status);
  throw new BadRequestException(describeIssues(result.error));
}

/** The route's params, query and body, parsed by its schemas: a 400 naming each broken field otherwise. */
export const Input = createParamDecorator((_data: unknown, context: ExecutionContext): RouteInput<HttpRoute> => {
  const route = routeOf(context);
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return {
    params: parse(route, route.params, request.params),
    query: parse(route, route.query, request.query),
    body: parse(route, route.body, request.body),
  } as RouteInput<HttpRoute>;
});
