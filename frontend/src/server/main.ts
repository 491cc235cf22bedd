// The page renderer (issue 21): renders the shop's public pages with their data for the gateway,
// which forwards every page request here and serves the plain SPA if this process is down.
//   node frontend/dist-server/main.js     (npm start runs it; see infra/dev/stack.mjs)
// With RENDERER_PROCESSES above 1, this process starts that many page processes and answers for
// them (page-processes.ts); each of them, or this process alone, serves pages (page-server.ts).
import cluster from 'node:cluster';
import { log } from './server-log';
import { readSettings, type RendererSettings } from './settings';

let settings: RendererSettings;
try {
  settings = readSettings(process.env);
} catch (error) {
  log('error', `Invalid settings: ${(error as Error).message}`);
  process.exit(1);
}

// Each imported only where it runs: the first of several processes renders nothing, so it loads none of the app.
if (settings.processes > 1 && cluster.isPrimary) {
  const { runPageProcesses } = await import('./page-processes');
  runPageProcesses(settings);
} else {
  const { servePages } = await import('./page-server');
  servePages(settings, cluster.isWorker ? 'page process' : 'alone');
}
