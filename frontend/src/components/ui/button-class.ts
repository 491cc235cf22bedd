import buttonStyles from './styles/button.module.css';
import paletteStyles from './styles/palette.module.css';
import { classNames } from './class-names';

export type ButtonVariant = 'solid' | 'subtle' | 'outline' | 'ghost';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';
export type Palette = 'brand' | 'gray' | 'red' | 'green' | 'orange';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  palette?: Palette;
  /** A square button holding only an icon; its element carries the accessible name. */
  icon?: boolean;
  fullWidth?: boolean;
}

/** The classes that draw an element as Chakra's button of that variant, size and palette (styles/button.module.css). */
export function buttonClass({ variant = 'solid', size = 'md', palette = 'gray', icon = false, fullWidth = false }: ButtonLook = {}, className?: string): string {
  return classNames(
    buttonStyles.root,
    buttonStyles[variant],
    buttonStyles[size],
    paletteStyles[palette],
    icon && buttonStyles.icon,
    fullWidth && buttonStyles.full,
    className,
  );
}
