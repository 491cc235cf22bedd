import { readSettings } from './settings';

describe('the renderer’s settings', () => {
  it('has defaults that run beside npm start’s gateway', () => {
    const settings = readSettings({ STATIC_DIR: '/srv/shop' });
    expect(settings).toMatchObject({ port: 8085, healthPort: 9110, gatewayUrl: 'http://127.0.0.1:8080', publicOrigin: 'http://localhost:8080', staticDir: '/srv/shop', pageCacheMs: 1000, processes: 1 });
  });

  it('names the setting that is wrong', () => {
    expect(() => readSettings({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 1 to 65535, not "eighty"');
    expect(() => readSettings({ GATEWAY_URL: 'ftp://gateway' })).toThrow('GATEWAY_URL must be an http(s) address, not "ftp://gateway"');
    // A page may never be older than a second (issue 21): a longer cache is refused.
    expect(() => readSettings({ PAGE_CACHE_MS: '5000' })).toThrow('PAGE_CACHE_MS must be a whole number from 0 to 1000, not "5000"');
    expect(() => readSettings({ RENDERER_PROCESSES: '0' })).toThrow('RENDERER_PROCESSES must be a whole number from 1 to 64, not "0"');
  });

  it('keeps only the origin of the public address', () => {
    expect(readSettings({ PUBLIC_ORIGIN: 'https://shop.example.in/some/path' }).publicOrigin).toBe('https://shop.example.in');
  });
});
