import { chakra } from '@chakra-ui/react';

// The shop's theme registers only the recipes the storefront uses, so the back office draws its
// tables from plain elements: no recipe reaches the shopper's bundle, and rows and cells keep their
// native roles.

export const DataTable = chakra('table', {
  base: { w: 'full', fontSize: 'sm', borderCollapse: 'collapse', bg: 'white' },
});

export const HeaderCell = chakra('th', {
  base: { textAlign: 'start', fontWeight: 'semibold', color: 'fg.muted', px: '3', py: '2', borderBottomWidth: '1px', whiteSpace: 'nowrap' },
});

export const Cell = chakra('td', {
  base: { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'top' },
});

/** A native checkbox, sized for a table row. */
export const Checkbox = chakra('input', {
  base: { w: '4', h: '4', accentColor: 'brand.600', cursor: 'pointer' },
});
