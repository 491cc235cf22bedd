import { Button, CloseButton, Dialog, Portal, Stack, Text, type DialogRootProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface FormDialogProps {
  open?: boolean;
  title: ReactNode;
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** The button that sends the form. */
  submit: { label: string; colorPalette?: string; disabled?: boolean; loading: boolean };
  /** The button that closes the dialog without sending. */
  closeLabel?: 'Back' | 'Cancel';
  /** Why the server refused the last try, under the fields. */
  problem?: string | null;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The fields. */
  children: ReactNode;
}

/** A back-office form in a dialog: a title, the fields, and a footer to close it or send the form. */
export function FormDialog({ open = true, title, size, scrollBehavior, submit, closeLabel = 'Back', problem, onClose, onSubmit, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} size={size} scrollBehavior={scrollBehavior} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {problem && (
                    <Text role="alert" color="fg.error">
                      {problem}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {closeLabel}
                </Button>
                <Button type="submit" colorPalette={submit.colorPalette ?? 'brand'} disabled={submit.disabled} loading={submit.loading}>
                  {submit.label}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
