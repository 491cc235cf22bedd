import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LoginRequiredDialogProps {
  open: boolean;
  onClose: () => void;
  /** The account feature's sign-in button, given by the app. */
  signInButton: ReactNode;
}

/** Asks a logged-out shopper to sign in before using the wishlist (spec section 2, product card). */
export default function LoginRequiredDialog({ open, onClose, signInButton }: LoginRequiredDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Login Required</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">Please login to add items to your wishlist</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.ActionTrigger>
              {signInButton}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
