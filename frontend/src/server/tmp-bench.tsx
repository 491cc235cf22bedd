import { renderToString } from 'react-dom/server';
import { renderPage } from './render-page';

const opts = { apiOrigin: 'http://127.0.0.1:8080', publicOrigin: 'http://localhost:8080' };
async function main() {
  for (let i = 0; i < 30; i++) await renderPage(new URL(`http://localhost:8080/product/${(i % 8) + 1}`), opts);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < 50; i++) await renderPage(new URL(`http://localhost:8080/product/${(i % 8) + 1}`), opts);
  const c = process.cpuUsage(c0);
  console.log('renderPage ms', ((performance.now() - t0) / 50).toFixed(1), 'cpu ms', ((c.user + c.system) / 1000 / 50).toFixed(1));
  void renderToString;
}
void main();
