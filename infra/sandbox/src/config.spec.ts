import { readSandboxEnvironment, SandboxConfigError, sandboxOptionsFrom } from './config';

describe('sandbox configuration', () => {
  it('runs with no settings at all, on the ports and credentials the docs name', () => {
    const env = readSandboxEnvironment({});
    expect(env).toMatchObject({
      SANDBOX_PORT: 8090,
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_TOKEN_TTL_SECONDS: 3600,
      PHONEPE_CLIENT_ID: 'SANDBOX_CLIENT',
      PHONEPE_CLIENT_SECRET: 'sandbox-secret',
      PHONEPE_CLIENT_VERSION: 1,
      PHONEPE_WEBHOOK_URL: 'http://localhost:8080/api/payments/phonepe/webhook',
      PHONEPE_WEBHOOK_USERNAME: 'sandbox-webhook',
      PHONEPE_WEBHOOK_PASSWORD: 'sandbox-webhook-secret',
      GOOGLE_CLIENT_ID: 'sandbox-client.apps.googleusercontent.com',
    });
    expect(env.GOOGLE_REDIRECT_ORIGINS).toBeUndefined();
    expect(env.SANDBOX_PUBLIC_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(readSandboxEnvironment({ SANDBOX_PORT: '', PHONEPE_CLIENT_ID: '' })).toMatchObject({ SANDBOX_PORT: 8090, PHONEPE_CLIENT_ID: 'SANDBOX_CLIENT' });
  });

  it('reports every bad setting at once, by name, without echoing values (some are secrets)', () => {
    let caught: unknown;
    try {
      readSandboxEnvironment({ SANDBOX_PORT: '70000', PHONEPE_WEBHOOK_URL: 'ftp://merchant/hook', PHONEPE_CLIENT_VERSION: 'two' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SandboxConfigError);
    const { problems, message } = caught as SandboxConfigError;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['PHONEPE_CLIENT_VERSION', 'PHONEPE_WEBHOOK_URL', 'SANDBOX_PORT']);
    expect(message).not.toContain('ftp://merchant/hook');
  });

  it('reads redirect origins as a list and refuses one with a path', () => {
    expect(readSandboxEnvironment({ GOOGLE_REDIRECT_ORIGINS: 'http://localhost:8080, https://shop.example.in' }).GOOGLE_REDIRECT_ORIGINS).toEqual([
      'http://localhost:8080',
      'https://shop.example.in',
    ]);
    expect(() => readSandboxEnvironment({ GOOGLE_REDIRECT_ORIGINS: 'http://localhost:8080/login' })).toThrow(/GOOGLE_REDIRECT_ORIGINS/);
  });

  it('turns the environment into the options the simulators take', () => {
    const options = sandboxOptionsFrom(readSandboxEnvironment({ SANDBOX_TOKEN_TTL_SECONDS: '60', SANDBOX_PUBLIC_URL: 'http://localhost:8090' }));
    expect(options.publicUrl).toBe('http://localhost:8090');
    expect(options.phonepe.tokenTtlSeconds).toBe(60);
    expect(options.phonepe.webhook.retryDelaysMs.length).toBeGreaterThan(0);
    expect(options.google.clientId).toBe('sandbox-client.apps.googleusercontent.com');
  });
});
