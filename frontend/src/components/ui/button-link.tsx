import { Button, IconButton, type ButtonProps, type IconButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

// Chakra buttons default to type="button", which is not a valid attribute value on a link;
// `type={undefined}` keeps it off the rendered <a>.

export interface ButtonLinkProps extends Omit<ButtonProps, 'asChild' | 'type'> {
  to: string;
}

/** A link to a page inside the shop, styled as a button. */
export function ButtonLink({ to, children, ...props }: ButtonLinkProps) {
  return (
    <Button asChild type={undefined} {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

export interface IconButtonLinkProps extends Omit<IconButtonProps, 'asChild' | 'type' | 'aria-label'> {
  to: string;
  'aria-label': string;
}

/** A link to a page inside the shop, shown as an icon button; `aria-label` names it. */
export function IconButtonLink({ to, children, ...props }: IconButtonLinkProps) {
  return (
    <IconButton asChild type={undefined} {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </IconButton>
  );
}
