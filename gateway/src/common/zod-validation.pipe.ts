import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { describeIssues } from '@shop/contracts';
import type { z } from 'zod';

/** A DTO class that carries its zod schema; the global pipe validates against it. */
export interface ZodDtoClass<S extends z.ZodType = z.ZodType> {
  new (): z.output<S>;
  schema: S;
}

export function zodDto<S extends z.ZodType>(schema: S): ZodDtoClass<S> {
  return class {
    static schema = schema;
  } as unknown as ZodDtoClass<S>;
}

/** Global validation: bodies, queries and params typed with a zodDto are parsed, or answered 400. */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const schema = (metadata.metatype as Partial<ZodDtoClass> | undefined)?.schema;
    if (!schema || metadata.type === 'custom') return value;
    const result = schema.safeParse(value ?? {});
    if (!result.success) throw new BadRequestException(describeIssues(result.error));
    return result.data;
  }
}
