import { JetStreamApiCodes, JetStreamApiError, jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager, type StreamConfig } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { eventContracts, type EventContract } from '@shop/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Streams, one per entity, derived from the event contracts: `ORDER` holds `order.placed.v1`
 * and the entity's other events. Exact subjects, never `order.>`: that would also capture the
 * order service's requests (`order.place-order.v1`) and answer them with a JetStream ack.
 */
export function streamsFor(contracts: ReadonlyArray<EventContract> = eventContracts): Map<string, string[]> {
  const streams = new Map<string, string[]>();
  for (const contract of contracts) {
    streams.set(contract.stream, [...(streams.get(contract.stream) ?? []), contract.subject]);
  }
  return streams;
}

export interface StreamOptions {
  /**
   * Copies of each stream kept by a NATS cluster (JETSTREAM_REPLICAS): 1 on a single server,
   * 3 on a three-node cluster so a stream survives the loss of a server.
   */
  replicas?: number;
}

/**
 * What the server answers an add of a stream that another process has just made (or is making):
 * "stream name already in use" (10058), or, while that stream is being set up, "subjects overlap
 * with an existing stream" (10065).
 */
const MADE_MEANWHILE = new Set([10058, 10065]);
const ATTEMPTS = 5;

/** Updates the stream to `config`, or makes it; when another process makes it first, updates that one. */
async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await jsm.streams.info(config.name);
      await jsm.streams.update(config.name, config);
      return;
    } catch (error) {
      if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)) throw error;
    }
    try {
      await jsm.streams.add(config);
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS || !(error instanceof JetStreamApiError && MADE_MEANWHILE.has(error.code))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/**
 * Creates or updates the streams events are stored in. Safe to run from every replica at once:
 * the services start together, and each ensures every stream.
 */
export async function ensureStreams(
  nc: NatsConnection,
  contracts?: ReadonlyArray<EventContract>,
  options: StreamOptions = {},
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  for (const [name, subjects] of streamsFor(contracts)) {
    const config = {
      name,
      subjects,
      num_replicas: options.replicas ?? 1,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: nanos(14 * DAY_MS),
      // Publishing with Nats-Msg-Id inside this window is de-duplicated by the server.
      duplicate_window: nanos(10 * 60 * 1000),
    };
    await ensureStream(jsm, config);
  }
}

/** The streams of this process's NATS connection, with the replica count from its settings. */
export class JetStreamStreams {
  constructor(
    private readonly nc: NatsConnection,
    private readonly options: StreamOptions,
  ) {}

  ensure(contracts?: ReadonlyArray<EventContract>): Promise<void> {
    return ensureStreams(this.nc, contracts, this.options);
  }
}
