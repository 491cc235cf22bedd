import { startPrivateNats } from '../private-nats';

/** Jest global setup of the integration project: one private NATS server for the whole run. */
export default async function integrationSetup(): Promise<void> {
  const nats = await startPrivateNats();
  if (!nats) return;
  process.env.NATS_URL = nats.url;
  (globalThis as { __privateNats?: typeof nats }).__privateNats = nats;
}
