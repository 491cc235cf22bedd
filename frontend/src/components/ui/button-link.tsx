import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';
import { buttonClass, type ButtonSize, type ButtonVariant, type Palette } from './button-class';
import { classNames } from './class-names';
import buttonStyles from './styles/button.module.css';

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  colorPalette?: Palette;
  /** As wide as its container. */
  fullWidth?: boolean;
  /** A pill rather than Chakra's rounded rectangle. */
  rounded?: boolean;
}

/** A link to a page inside the shop, drawn as Chakra's button (styles made at build time: styles/button.module.css). */
export function ButtonLink({ to, variant, size, colorPalette, fullWidth, rounded, className, children, ...props }: ButtonLinkProps) {
  return (
    <RouterLink
      to={to}
      className={buttonClass({ variant, size, palette: colorPalette, fullWidth }, classNames(rounded && buttonStyles.pill, className))}
      {...props}
    >
      {children}
    </RouterLink>
  );
}

export interface IconButtonLinkProps extends Omit<ButtonLinkProps, 'fullWidth' | 'rounded' | 'aria-label'> {
  /** The link's name: an icon alone says nothing to a screen reader. */
  'aria-label': string;
}

/** A link to a page inside the shop, shown as a square icon button; `aria-label` names it. */
export function IconButtonLink({ to, variant, size, colorPalette, className, children, ...props }: IconButtonLinkProps) {
  return (
    <RouterLink to={to} className={buttonClass({ variant, size, palette: colorPalette, icon: true }, className)} {...props}>
      {children}
    </RouterLink>
  );
}
