/**
 * Whether this process has begun shutting down. Readiness answers 503 from the moment SIGTERM
 * arrives, so probes and load balancers stop sending work while in-flight work finishes.
 */
class ProcessLifecycle {
  private stoppingSince: Date | null = null;

  get stopping(): boolean {
    return this.stoppingSince !== null;
  }

  beginShutdown(): void {
    this.stoppingSince ??= new Date();
  }
}

export const processLifecycle = new ProcessLifecycle();
