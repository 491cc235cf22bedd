import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config';
import { serviceSettings } from './settings';

const schema = z.object(serviceSettings);

describe('loadConfig', () => {
  it('names a missing required setting', () => {
    expect(() => loadConfig(schema, { HEALTH_PORT: '9101' })).toThrow('missing required setting DATABASE_URL');
  });

  it('reports every problem at once', () => {
    try {
      loadConfig(schema, { DATABASE_URL: 'mysql://x', HEALTH_PORT: 'abc' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(2);
      expect(problems[0]).toContain('setting DATABASE_URL is invalid: must be a postgres: or postgresql: URL');
      expect(problems[1]).toContain('setting HEALTH_PORT is invalid');
    }
  });

  it('applies defaults and coerces numbers', () => {
    const config = loadConfig(schema, { DATABASE_URL: 'postgres://u@h/db', HEALTH_PORT: '9101', LOG_LEVEL: '' });
    expect(config).toMatchObject({
      DATABASE_URL: 'postgres://u@h/db',
      HEALTH_PORT: 9101,
      NATS_URL: 'nats://127.0.0.1:4222',
      REQUEST_TIMEOUT_MS: 3000,
      LOG_LEVEL: 'info',
    });
  });
});
