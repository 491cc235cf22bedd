import { accountFor, subjectFor, TEST_ACCOUNTS } from './google-accounts';

describe('Google test accounts', () => {
  it('gives each email a stable 21-digit subject id, the same whatever the case', () => {
    expect(subjectFor('aditi@example.in')).toMatch(/^\d{21}$/);
    expect(subjectFor('Aditi@Example.in')).toBe(subjectFor('aditi@example.in'));
    expect(subjectFor('rahul@example.in')).not.toBe(subjectFor('aditi@example.in'));
  });

  it('offers two verified accounts and one whose email is not verified', () => {
    expect(TEST_ACCOUNTS.map((account) => [account.name, account.email, account.emailVerified])).toEqual([
      ['Aditi Verma', 'aditi@example.in', true],
      ['Rahul Menon', 'rahul@example.in', true],
      ['Kiran Rao', 'kiran.unverified@example.in', false],
    ]);
  });

  it('answers a test account by email, or makes up a verified one from the address', () => {
    expect(accountFor('RAHUL@example.in')).toBe(TEST_ACCOUNTS[1]);
    expect(accountFor('meera.iyer@example.in')).toMatchObject({ name: 'Meera Iyer', givenName: 'Meera', familyName: 'Iyer', emailVerified: true });
    expect(accountFor('sanjay@example.in')).toMatchObject({ name: 'Sanjay', familyName: '' });
  });
});
