import { PERMISSION_NAMES, roleMay, STAFF_ROLES } from './roles';

/** The role/permission matrix as a Markdown table: docs/back-office.md holds exactly this (its unit test checks). */
export function permissionTable(): string {
  const header = `| permission | ${STAFF_ROLES.join(' | ')} |`;
  const rule = `| --- | ${STAFF_ROLES.map(() => ':-:').join(' | ')} |`;
  const rows = PERMISSION_NAMES.map((permission) => `| \`${permission}\` | ${STAFF_ROLES.map((role) => (roleMay(role, permission) ? '✓' : '')).join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}
