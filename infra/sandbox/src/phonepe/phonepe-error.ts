import type { NextFunction, Request, Response } from 'express';

/**
 * An error answered in PhonePe PG v2's shape, `{code, message, context?}`, with the HTTP status
 * PhonePe uses for it. Merchants branch on the status and `code`, never on the message.
 */
export class PhonePeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly context?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'PhonePeError';
  }

  toBody(): { code: string; message: string; context?: Record<string, unknown> } {
    return { code: this.code, message: this.message, ...(this.context ? { context: this.context } : {}) };
  }
}

export const badRequest = (context?: Record<string, unknown>) =>
  new PhonePeError(400, 'BAD_REQUEST', 'Please check the inputs you have provided.', context);

/** Error handler of the PhonePe API: unreadable bodies become BAD_REQUEST like any other invalid input. */
export function phonePeErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (error instanceof PhonePeError) {
    res.status(error.status).json(error.toBody());
    return;
  }
  const bodyError = error as { type?: string; status?: number };
  if (bodyError.type === 'entity.parse.failed') {
    res.status(400).json(badRequest({ reason: 'Request body is not valid JSON' }).toBody());
    return;
  }
  if (bodyError.type === 'entity.too.large') {
    res.status(413).json(new PhonePeError(413, 'BAD_REQUEST', 'Request body is too large.').toBody());
    return;
  }
  next(error);
}
