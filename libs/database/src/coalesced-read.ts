/**
 * A read that runs once however often it is asked for at the same time. A call made while a read
 * is under way may be about a change that read began too early to see, so it gets one more read
 * after it; any number of such calls share that one.
 */
export function coalescedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | null = null;
  let rereading: Promise<T> | null = null;
  const run = (): Promise<T> => {
    if (reading) {
      rereading ??= reading
        .catch(() => undefined)
        .then(() => {
          rereading = null;
          return run();
        });
      return rereading;
    }
    reading = read().finally(() => (reading = null));
    return reading;
  };
  return run;
}
