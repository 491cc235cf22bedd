import { checksContracts } from './contract-checks';

describe('checksContracts', () => {
  it('checks outside production unless told otherwise', () => {
    expect(checksContracts({ NODE_ENV: 'development' })).toBe(true);
    expect(checksContracts({ NODE_ENV: 'test' })).toBe(true);
    expect(checksContracts({})).toBe(true);
    expect(checksContracts({ NODE_ENV: 'production' })).toBe(false);
    expect(checksContracts({ NODE_ENV: 'development', CONTRACT_CHECKS: 'off' })).toBe(false);
    expect(checksContracts({ NODE_ENV: 'production', CONTRACT_CHECKS: 'on' })).toBe(true);
  });
});
