import type { DialogContentProps, DialogRootProps } from '@chakra-ui/react';

/** How the home page drives a discovery dialog: it stays mounted after closing, so it can tidy up. */
export interface DiscoveryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const discoveryDialogRootProps: Partial<DialogRootProps> = {
  size: 'xl',
  placement: 'center',
  scrollBehavior: 'inside',
};

/** Full screen on phones, where every pixel counts; a centred panel from the medium breakpoint. */
export const discoveryDialogContentProps: DialogContentProps = {
  bg: 'bg',
  minH: { base: '100dvh', md: 'auto' },
  maxH: { base: '100dvh', md: 'calc(100% - 7.5rem)' },
  borderRadius: { base: '0', md: 'l3' },
};
