import { Box, Container, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { LuShoppingBag } from 'react-icons/lu';
import { Link as RouterLink, NavLink } from 'react-router';
import { IconButtonLink } from '../../components/ui/button-link';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { MobileMenu } from './mobile-menu';
import { desktopNav } from './navigation';

export function SiteHeader() {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py="3" display="flex" alignItems="center" gap="4">
        <MobileMenu />
        <RouterLink to={paths.home.getHref()} aria-label={`${site.tagline}, home page`}>
          <Logo />
        </RouterLink>
        <HStack as="nav" aria-label="Main" gap="7" ms="auto" display={{ base: 'none', md: 'flex' }}>
          {desktopNav.map((item) => (
            <ChakraLink
              key={item.label}
              asChild
              fontSize="sm"
              fontWeight="medium"
              letterSpacing="wide"
              color="fg.muted"
              _hover={{ color: 'fg', textDecoration: 'none' }}
              _currentPage={{ color: 'brand.fg' }}
            >
              <NavLink to={item.to} end>
                {item.label}
              </NavLink>
            </ChakraLink>
          ))}
        </HStack>
        <IconButtonLink to={paths.cart.getHref()} aria-label="Cart" variant="ghost" ms={{ base: 'auto', md: '0' }}>
          <LuShoppingBag />
        </IconButtonLink>
      </Container>
    </Box>
  );
}
