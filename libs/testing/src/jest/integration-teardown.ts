import type { PrivateNats } from '../private-nats';

export default async function integrationTeardown(): Promise<void> {
  await (globalThis as { __privateNats?: PrivateNats }).__privateNats?.stop();
}
