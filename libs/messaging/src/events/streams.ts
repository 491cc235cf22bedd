import { JetStreamApiCodes, JetStreamApiError, jetstreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
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

/** Creates or updates the streams events are stored in. Safe to run from every replica. */
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
    try {
      await jsm.streams.info(name);
      await jsm.streams.update(name, config);
    } catch (error) {
      if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)) throw error;
      await jsm.streams.add(config);
    }
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
