import { MessagePattern } from '@nestjs/microservices';
import type { ParsedRequestOf, ReplyOf, RequestContract } from '@shop/contracts';
import type { Encoded } from '../codec';
import type { RequestContext } from '../context';
import type { AnyMethod, Fits, ParametersProblem, Unless } from '../handler-signature';

/**
 * `unknown` when M handles C (see handler-signature.ts), or the problem. The reply is sent as it
 * is (callers do not parse it), so a handler answers the parsed shape, `ReplyOf<C>`, not the
 * reply schema's input; any part of it may be kept JSON (`RawJson`).
 */
export type RequestHandlerProblem<C extends RequestContract, M extends AnyMethod> = ParametersProblem<
  Parameters<M>,
  ParsedRequestOf<C>,
  [ctx: RequestContext]
> &
  Unless<Fits<Awaited<ReturnType<M>>, Encoded<ReplyOf<C>>>, { 'the result must be the reply': ReplyOf<C> }>;

/**
 * Marks a controller method as the handler of a contract's subject. The transport validates the
 * payload against the contract before the method runs, and outside production checks the reply
 * against it too. The compiler checks the method's type: `(request: ParsedRequestOf<C>, ctx:
 * RequestContext) => ReplyOf<C> | Promise<ReplyOf<C>>`, the request's type exactly.
 */
export function HandleRequest<C extends RequestContract>(contract: C) {
  const pattern = MessagePattern(contract.subject);
  return <M extends AnyMethod>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M> & RequestHandlerProblem<C, M>,
  ): void => {
    pattern(target, key, descriptor);
  };
}
