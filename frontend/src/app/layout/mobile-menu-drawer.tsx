import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { AppLink } from '../../components/ui/app-link';
import { Logo } from '../../components/ui/logo';
import { MobileAccount } from '../../features/account/components/mobile-account';
import { mobileNav } from './navigation';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The slide-in side menu itself: the phone navigation and the account corner. */
export default function MobileMenuDrawer({ open, onClose }: MobileMenuDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg">
            <Drawer.Header>
              <Drawer.Title>
                <Logo />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1">
                {mobileNav.map((item) => (
                  <AppLink
                    key={item.label}
                    to={item.to}
                    onClick={onClose}
                    fontFamily="heading"
                    fontSize="xl"
                    py="2.5"
                    borderBottomWidth="1px"
                    borderColor="border"
                    _hover={{ color: 'brand.fg', textDecoration: 'none' }}
                  >
                    {item.label}
                  </AppLink>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer justifyContent="stretch">
              <MobileAccount onNavigate={onClose} />
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
