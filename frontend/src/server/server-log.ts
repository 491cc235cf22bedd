/** One JSON line on stdout, as every process of the shop logs. */
export const log = (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, service: 'renderer', pid: process.pid, message, ...fields })}\n`);
