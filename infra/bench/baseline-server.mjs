// The baseline of `npm run bench`: a bare Fastify hello world in a process of its own, so the
// shop's paths are compared with the fastest a Node HTTP server answers on the same machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${address}\n`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
