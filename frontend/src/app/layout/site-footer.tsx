import { Box, Container, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuInstagram } from 'react-icons/lu';
import { AppLink } from '../../components/ui/app-link';
import { Logo } from '../../components/ui/logo';
import { site } from '../../lib/site';
import { useShopContact } from '../../features/content/api/site-settings.api';
import { footerNav } from './navigation';

export function SiteFooter() {
  // The social profile the back office saved (the shop's own until the settings are read).
  const { socialProfile } = useShopContact();
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border" mt="16">
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '8', lg: '12' }}>
          <Stack gap="4">
            <Logo />
            <Text color="fg.muted" fontSize="sm" maxW="xs">
              Curating art since {site.curatingSince}: prints and decor chosen for Indian homes.
            </Text>
            {socialProfile && (
              <ChakraLink href={socialProfile.href} target="_blank" rel="noopener noreferrer" fontSize="sm" color="brand.fg">
                <LuInstagram aria-hidden="true" />
                Follow us on {socialProfile.label}
              </ChakraLink>
            )}
          </Stack>
          {footerNav.map((group) => (
            <Stack as="nav" key={group.title} aria-label={group.title} gap="3">
              <Heading as="h2" fontSize="sm" textTransform="uppercase" letterSpacing="widest" color="fg.muted">
                {group.title}
              </Heading>
              {group.links.map((link) => (
                <AppLink key={link.to} to={link.to} fontSize="sm" _hover={{ color: 'brand.fg' }}>
                  {link.label}
                </AppLink>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
