import { randomBytes } from 'node:crypto';
import type { AuthenticatedUser } from '@shop/messaging';
import type { Redis } from 'ioredis';

export interface Session extends AuthenticatedUser {
  name: string;
  picture: string | null;
  /** Epoch milliseconds: the session ends then, however active it is. */
  expiresAt: number;
}

const KEY_PREFIX = 'shop:session:';
/** The ids of one user's sessions, so that revoking the user ends every one of them. */
const USER_PREFIX = 'shop:user-sessions:';

/**
 * Sessions held on the server, in Redis, so that ending one ends it everywhere: the cookie only
 * names a session (a random id), and a copied cookie dies with it. A session lasts `idleMs`
 * after its last request, and never past its `expiresAt`.
 */
export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
    private readonly idleMs: number,
  ) {}

  /** Starts a session for the user; answers its id. */
  async start(user: Omit<Session, 'expiresAt'>, now = Date.now()): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const session: Session = { ...user, expiresAt: now + this.ttlMs };
    await this.redis
      .multi()
      .set(KEY_PREFIX + id, JSON.stringify(session), 'PX', Math.min(this.idleMs, this.ttlMs))
      .sadd(USER_PREFIX + user.id, id)
      // The index lives as long as the user's newest session can.
      .pexpire(USER_PREFIX + user.id, this.ttlMs)
      .exec();
    return id;
  }

  /** The live session with this id, its idle time restarted; null when it ended or never was. */
  async find(id: string, now = Date.now()): Promise<Session | null> {
    const stored = await this.redis.getex(KEY_PREFIX + id, 'PX', this.idleMs);
    if (!stored) return null;
    const session = JSON.parse(stored) as Session;
    if (session.expiresAt <= now) {
      await this.end(id);
      return null;
    }
    return session;
  }

  async end(id: string): Promise<void> {
    await this.redis.del(KEY_PREFIX + id);
  }

  /**
   * Ends every session of a user, on every device: a revocation (for the back office to come,
   * where staff revoke an account). Ids of sessions that already ended are in the index too; deleting them
   * again is harmless. Answers how many were still live.
   */
  async endAllOf(userId: string): Promise<number> {
    // Read and drop the index at once: a session started meanwhile is either ended here or indexed anew.
    const [[, ids]] = (await this.redis.multi().smembers(USER_PREFIX + userId).del(USER_PREFIX + userId).exec()) as [[Error | null, string[]], unknown];
    return ids.length > 0 ? this.redis.del(...ids.map((id) => KEY_PREFIX + id)) : 0;
  }
}
