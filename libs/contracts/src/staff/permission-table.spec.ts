import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionTable } from './permission-table';
import { PERMISSIONS } from './roles';

const DOC = join(__dirname, '..', '..', '..', '..', 'docs', 'back-office.md');

describe('the role/permission matrix', () => {
  it('is in docs/back-office.md exactly as PERMISSIONS has it', () => {
    const doc = readFileSync(DOC, 'utf8');
    const table = /<!-- permission-table:start -->\n([\s\S]*?)\n<!-- permission-table:end -->/.exec(doc)?.[1];
    expect(table).toBe(permissionTable());
  });

  it('ticks exactly the roles each permission names', () => {
    const rows = permissionTable().split('\n').slice(2);
    expect(rows).toHaveLength(Object.keys(PERMISSIONS).length);
    expect(rows).toContain('| `staff.manage` | ✓ |  |  |  |  |');
    expect(rows).toContain('| `catalogue.edit` | ✓ | ✓ |  | ✓ |  |');
  });
});
