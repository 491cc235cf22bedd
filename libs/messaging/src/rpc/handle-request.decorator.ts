import { MessagePattern } from '@nestjs/microservices';
import type { RequestContract } from '@shop/contracts';

/**
 * Marks a controller method as the handler of a contract's subject. The transport
 * validates the payload against the contract before the method runs, so the method
 * receives `(payload: ParsedRequestOf<C>, ctx: RequestContext)`.
 */
export const HandleRequest = (contract: RequestContract): MethodDecorator => MessagePattern(contract.subject);
