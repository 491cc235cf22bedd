import { randomBytes } from 'node:crypto';
import type { AuthenticatedUser } from '@shop/messaging';
import type { Redis } from 'ioredis';

export interface Session extends AuthenticatedUser {
  name: string;
  picture: string | null;
  /** Epoch milliseconds: the session ends then, however active it is. */
  expiresAt: number;
}

/** Where a kind of session lives in Redis: each session by its id, and the ids of each owner's sessions (so revoking the owner ends every one). */
export interface SessionKeys {
  session: string;
  owner: string;
}

/** Shoppers' sessions; staff sessions have keys of their own (admin/staff-sessions.ts). */
export const SHOPPER_SESSION_KEYS: SessionKeys = { session: 'shop:session:', owner: 'shop:user-sessions:' };

/**
 * Sessions held on the server, in Redis, so that ending one ends it everywhere: the cookie only
 * names a session (a random id), and a copied cookie dies with it. A session lasts `idleMs`
 * after its last request, and never past its `expiresAt`.
 */
export class SessionStore<Owner extends { id: string } = Omit<Session, 'expiresAt'>> {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
    private readonly idleMs: number,
    private readonly keys: SessionKeys = SHOPPER_SESSION_KEYS,
  ) {}

  /** Starts a session for the user; answers its id. */
  async start(user: Owner, now = Date.now()): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const session = { ...user, expiresAt: now + this.ttlMs };
    await this.redis
      .multi()
      .set(this.keys.session + id, JSON.stringify(session), 'PX', Math.min(this.idleMs, this.ttlMs))
      .sadd(this.keys.owner + user.id, id)
      // The index lives as long as the user's newest session can.
      .pexpire(this.keys.owner + user.id, this.ttlMs)
      .exec();
    return id;
  }

  /** The live session with this id, its idle time restarted; null when it ended or never was. */
  async find(id: string, now = Date.now()): Promise<(Owner & { expiresAt: number }) | null> {
    const stored = await this.redis.getex(this.keys.session + id, 'PX', this.idleMs);
    if (!stored) return null;
    const session = JSON.parse(stored) as Owner & { expiresAt: number };
    if (session.expiresAt <= now) {
      await this.end(id);
      return null;
    }
    return session;
  }

  async end(id: string): Promise<void> {
    await this.redis.del(this.keys.session + id);
  }

  /**
   * Ends every session of a user, on every device: a revocation (a staff member removed). Ids of sessions that already ended are in the index too; deleting them
   * again is harmless. Answers how many were still live.
   */
  async endAllOf(userId: string): Promise<number> {
    // Read and drop the index at once: a session started meanwhile is either ended here or indexed anew.
    const [[, ids]] = (await this.redis.multi().smembers(this.keys.owner + userId).del(this.keys.owner + userId).exec()) as [[Error | null, string[]], unknown];
    return ids.length > 0 ? this.redis.del(...ids.map((id) => this.keys.session + id)) : 0;
  }
}
