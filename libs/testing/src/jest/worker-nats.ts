// Jest setup file of the integration project, run in each test file before it loads: NATS_URL
// becomes the private NATS server of the jest worker running the file (see integration-setup.ts).
export const WORKER_NATS_URL = (worker: number | string) => `NATS_URL_OF_JEST_WORKER_${worker}`;

const own = process.env[WORKER_NATS_URL(process.env.JEST_WORKER_ID ?? '1')];
if (own) process.env.NATS_URL = own;
