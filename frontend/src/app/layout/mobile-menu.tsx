import { CloseButton, Drawer, IconButton, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { AppLink } from '../../components/ui/app-link';
import { Logo } from '../../components/ui/logo';
import { MobileAccount } from '../../features/account/components/mobile-account';
import { mobileNav } from './navigation';

/** The slide-in side menu that replaces the header links on phones. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
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
                    onClick={() => setOpen(false)}
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
              <MobileAccount onNavigate={() => setOpen(false)} />
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
