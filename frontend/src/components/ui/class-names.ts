/** The class names that are set, joined by spaces: `classNames(styles.root, open && styles.open)`. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
