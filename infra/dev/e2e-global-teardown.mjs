export default async function globalTeardown() {
  const running = globalThis.__shopE2E;
  if (!running) return;
  await running.stack.stop();
  await running.nats?.stop();
  await running.mail?.stop();
  await running.infrastructure.stop();
}
