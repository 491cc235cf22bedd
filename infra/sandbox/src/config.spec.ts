import { readSandboxEnvironment, SandboxConfigError, sandboxOptionsFrom } from './config';

/** The shop's own secrets: the sandbox has no default for them. */
const SECRETS = { PHONEPE_CLIENT_SECRET: 'a-client-secret', PHONEPE_WEBHOOK_USERNAME: 'a-webhook-user', PHONEPE_WEBHOOK_PASSWORD: 'a-webhook-password' };

describe('sandbox configuration', () => {
  it('needs only the shop\'s secrets: ports and client ids default to the ones the docs name', () => {
    const env = readSandboxEnvironment(SECRETS);
    expect(env).toMatchObject({
      SANDBOX_PORT: 8090,
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_TOKEN_TTL_SECONDS: 3600,
      PHONEPE_CLIENT_ID: 'SANDBOX_CLIENT',
      PHONEPE_CLIENT_SECRET: 'a-client-secret',
      PHONEPE_CLIENT_VERSION: 1,
      PHONEPE_WEBHOOK_URL: 'http://localhost:8080/api/payments/phonepe/webhook',
      PHONEPE_WEBHOOK_USERNAME: 'a-webhook-user',
      PHONEPE_WEBHOOK_PASSWORD: 'a-webhook-password',
      GOOGLE_CLIENT_ID: 'sandbox-client.apps.googleusercontent.com',
    });
    expect(env.GOOGLE_REDIRECT_ORIGINS).toBeUndefined();
    expect(env.SANDBOX_PUBLIC_URL).toBeUndefined();
  });

  it('refuses to start without the secrets, naming each', () => {
    const problems = (env: Record<string, string>) => {
      try {
        readSandboxEnvironment(env);
        return [];
      } catch (error) {
        return (error as SandboxConfigError).problems.map((problem) => problem.split(':')[0]).sort();
      }
    };
    expect(problems({})).toEqual(['PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_PASSWORD', 'PHONEPE_WEBHOOK_USERNAME']);
    expect(problems({ PHONEPE_CLIENT_SECRET: 'only-this-one' })).toEqual(['PHONEPE_WEBHOOK_PASSWORD', 'PHONEPE_WEBHOOK_USERNAME']);
  });

  it('treats an empty variable as unset', () => {
    expect(readSandboxEnvironment({ ...SECRETS, SANDBOX_PORT: '', PHONEPE_CLIENT_ID: '' })).toMatchObject({ SANDBOX_PORT: 8090, PHONEPE_CLIENT_ID: 'SANDBOX_CLIENT' });
  });

  it('reports every bad setting at once, by name, without echoing values (some are secrets)', () => {
    let caught: unknown;
    try {
      readSandboxEnvironment({ ...SECRETS, SANDBOX_PORT: '70000', PHONEPE_WEBHOOK_URL: 'ftp://merchant/hook', PHONEPE_CLIENT_VERSION: 'two' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SandboxConfigError);
    const { problems, message } = caught as SandboxConfigError;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['PHONEPE_CLIENT_VERSION', 'PHONEPE_WEBHOOK_URL', 'SANDBOX_PORT']);
    expect(message).not.toContain('ftp://merchant/hook');
  });

  it('reads redirect origins as a list and refuses one with a path', () => {
    expect(readSandboxEnvironment({ ...SECRETS, GOOGLE_REDIRECT_ORIGINS: 'http://localhost:8080, https://shop.example.in' }).GOOGLE_REDIRECT_ORIGINS).toEqual([
      'http://localhost:8080',
      'https://shop.example.in',
    ]);
    expect(() => readSandboxEnvironment({ ...SECRETS, GOOGLE_REDIRECT_ORIGINS: 'http://localhost:8080/login' })).toThrow(/GOOGLE_REDIRECT_ORIGINS/);
  });

  it('turns the environment into the options the simulators take', () => {
    const options = sandboxOptionsFrom(readSandboxEnvironment({ ...SECRETS, SANDBOX_TOKEN_TTL_SECONDS: '60', SANDBOX_PUBLIC_URL: 'http://localhost:8090' }));
    expect(options.publicUrl).toBe('http://localhost:8090');
    expect(options.phonepe.tokenTtlSeconds).toBe(60);
    expect(options.phonepe.webhook.retryDelaysMs.length).toBeGreaterThan(0);
    expect(options.google.clientId).toBe('sandbox-client.apps.googleusercontent.com');
  });
});
