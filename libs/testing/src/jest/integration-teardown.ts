import type { PrivateNats } from '../private-nats';

export default async function integrationTeardown(): Promise<void> {
  await Promise.all(((globalThis as { __privateNats?: PrivateNats[] }).__privateNats ?? []).map((nats) => nats.stop()));
}
