import { paths } from '../../lib/paths';

/** Areas with their own shell, without the public header or footer (spec sections 2 and 6). */
const separateAreas = ['/admin', '/designer'];

/**
 * Whether the public header and footer frame this page: every page except home
 * (which has its own hero) and the admin and designer areas.
 */
export function showsSiteChrome(pathname: string): boolean {
  if (pathname === paths.home.path) return false;
  return !separateAreas.some((area) => pathname.startsWith(area));
}
