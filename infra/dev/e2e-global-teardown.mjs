export default async function globalTeardown() {
  await globalThis.__shopE2E?.stop();
}
