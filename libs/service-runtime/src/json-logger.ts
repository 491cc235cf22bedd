import type { LoggerService, LogLevel } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** Nest logger writing one JSON object per line, tagged with the process's service name. */
export class JsonLogger implements LoggerService {
  readonly pino: Logger;

  constructor(service: string, level: string = 'info') {
    // Synchronous writes: with pino's default asynchronous stream, process.exit can hang once
    // whatever reads our output has gone (seen in the sandbox), and a shutdown must not hang.
    this.pino = pino(
      { level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime },
      pino.destination({ dest: 1, sync: true }),
    );
  }

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }
  setLogLevels(_levels: LogLevel[]) {
    // The level comes from LOG_LEVEL; Nest's own level list is not used.
  }

  private write(level: pino.Level, message: unknown, rest: unknown[]) {
    // Nest passes the context (a class name) last, and for errors a stack before it.
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const stack = typeof rest[0] === 'string' ? rest[0] : undefined;
    if (message instanceof Error) {
      this.pino[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pino[level]({ context, ...message });
    } else {
      this.pino[level]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }
}
