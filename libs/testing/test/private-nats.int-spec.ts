import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager, StorageType } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { startPrivateNats, type PrivateNats } from '../src';

// The chaos run kills NATS and starts it again: same port, same JetStream store.
describe('a private NATS server', () => {
  const started: PrivateNats[] = [];
  const start = async (...args: Parameters<typeof startPrivateNats>) => {
    const nats = await startPrivateNats(...args);
    if (!nats) throw new Error('nats-server is not installed');
    started.push(nats);
    return nats;
  };
  afterAll(() => Promise.all(started.map((nats) => nats.stop())));

  const storedMessages = async (url: string, stream: string) => {
    const nc = await connect({ servers: url });
    try {
      return (await (await jetstreamManager(nc)).streams.info(stream)).state.messages;
    } finally {
      await nc.close();
    }
  };

  it.each(['SIGKILL', 'SIGTERM'] as const)('keeps its JetStream messages across a %s and a restart on the same port', async (signal) => {
    const nats = await start();
    const nc = await connect({ servers: nats.url });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'PROBE', subjects: ['probe.ticked'], storage: StorageType.File });
    await jetstream(nc).publish('probe.ticked', new TextEncoder().encode('1'));
    await nc.close();

    await nats.kill(signal);
    expect(nats.running).toBe(false);
    await expect(connect({ servers: nats.url, reconnect: false, timeout: 1000 })).rejects.toThrow();

    await nats.restart();
    expect(nats.running).toBe(true);
    expect(nats.url).toBe(`nats://127.0.0.1:${nats.port}`);
    expect(await storedMessages(nats.url, 'PROBE')).toBe(1);
  });

  it('refuses a restart while it runs', async () => {
    const nats = await start();
    await expect(nats.restart()).rejects.toThrow('still running');
  });

  it('removes its own store on stop, and keeps one it was given', async () => {
    const own = await start();
    await own.stop();
    expect(existsSync(own.storeDir)).toBe(false);

    const given = mkdtempSync(join(tmpdir(), 'shop-nats-given-'));
    try {
      const nats = await start({ storeDir: given });
      expect(nats.storeDir).toBe(given);
      await nats.stop();
      expect(existsSync(given)).toBe(true);
    } finally {
      rmSync(given, { recursive: true, force: true });
    }
  });
});
