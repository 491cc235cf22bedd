import { AUDIT_CSV_HEADER, auditCsvLine, csvField } from './audit-csv';

describe('the audit CSV', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('Shipped, finally')).toBe('"Shipped, finally"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+91 98')).toBe("'+91 98");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes an entry as one CRLF line in the order of the header', () => {
    expect(AUDIT_CSV_HEADER).toBe('At,Staff,Email,Role,Action,Entity,Entity id,Summary,Before,After,Correlation id\r\n');
    const line = auditCsvLine({
      id: 1,
      at: '2025-01-31T10:00:00.000Z',
      staffId: 2,
      staffEmail: 'ravi@example.in',
      staffName: 'Ravi',
      staffRole: 'manager',
      action: 'staff.change-role',
      entity: 'staff',
      entityId: '3',
      summary: 'Made meera@example.in support',
      before: { role: 'fulfilment' },
      after: { role: 'support' },
      correlationId: 'c-1',
    });
    expect(line).toBe(
      '2025-01-31T10:00:00.000Z,Ravi,ravi@example.in,manager,staff.change-role,staff,3,Made meera@example.in support,"{""role"":""fulfilment""}","{""role"":""support""}",c-1\r\n',
    );
  });
});
