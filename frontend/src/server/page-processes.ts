// The renderer in several processes (RENDERER_PROCESSES above 1), for a machine whose cores are
// the renderer's to use: one process renders on one core at a time. This first process starts
// the page processes (page-server.ts), which share the page port (node:cluster hands each new
// connection to one of them in turn); it starts again one that stops, answers the health port
// for them all, and on SIGTERM or SIGINT lets each finish its pages in flight.
import cluster, { type Worker } from 'node:cluster';
import { healthServer } from './health-server';
import { metricsText, sumCounts, type RendererCounts } from './metrics';
import { log } from './server-log';
import type { RendererSettings } from './settings';

/** What a page process tells the first process: that it serves pages, or its counts when asked. */
export type FromPageProcess = { type: 'ready' } | { type: 'counts'; request: number; counts: RendererCounts };
/** What the first process asks a page process. */
export type ToPageProcess = { type: 'counts?'; request: number };

/** How long after a page process stops another is started (a process that cannot start is not retried in a hot loop). */
const RESTART_DELAY_MS = 1000;
/** How long /metrics waits for a page process's counts; one that does not answer is left out. */
const COUNTS_WAIT_MS = 2000;

export function runPageProcesses(settings: RendererSettings): void {
  const running = new Set<Worker>();
  const serving = new Set<Worker>();
  const answers = new Map<number, (counts: RendererCounts) => void>();
  let requests = 0;
  let stopping = false;

  const start = () => {
    const worker = cluster.fork();
    running.add(worker);
    worker.on('message', (message: FromPageProcess) => {
      if (message.type === 'ready') {
        serving.add(worker);
        log('info', 'A page process serves pages', { process: worker.process.pid });
      } else if (message.type === 'counts') answers.get(message.request)?.(message.counts);
    });
    worker.on('exit', (code, signal) => {
      running.delete(worker);
      serving.delete(worker);
      if (stopping) {
        if (running.size === 0) health.close(() => process.exit(0));
        return;
      }
      log('error', 'A page process stopped; another starts', { process: worker.process.pid, code, signal });
      setTimeout(() => stopping || start(), RESTART_DELAY_MS);
    });
  };

  const countsOf = (worker: Worker) =>
    new Promise<RendererCounts | null>((resolve) => {
      requests += 1;
      const request = requests;
      const timer = setTimeout(() => settle(null), COUNTS_WAIT_MS);
      function settle(counts: RendererCounts | null) {
        clearTimeout(timer);
        answers.delete(request);
        resolve(counts);
      }
      answers.set(request, settle);
      worker.send({ type: 'counts?', request } satisfies ToPageProcess);
    });

  // Ready while a page process serves pages: the port hands connections only to those listening.
  const health = healthServer(
    () => !stopping && serving.size > 0,
    async () => {
      const all = await Promise.all([...serving].map(countsOf));
      return metricsText(sumCounts(all.filter((counts): counts is RendererCounts => counts !== null)));
    },
  );

  for (let index = 0; index < settings.processes; index += 1) start();
  health.listen(settings.healthPort, () =>
    log('info', `Renderer listening on ${settings.port} (health ${settings.healthPort}) in ${settings.processes} page processes, pages from ${settings.gatewayUrl}`),
  );

  function shutdown(signal: string): void {
    if (stopping) return;
    stopping = true;
    log('info', `${signal}: the page processes finish the pages in flight`);
    // SIGTERM, whichever came here: a page process that took Ctrl-C's SIGINT too (it reaches the
    // terminal's whole process group) goes on finishing as it had begun.
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), settings.shutdownGraceMs + 1000).unref();
    if (running.size === 0) health.close(() => process.exit(0));
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
