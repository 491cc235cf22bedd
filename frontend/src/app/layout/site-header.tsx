import { Box, Container, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { AccountMenu } from '../../features/account/components/account-menu';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { CartButton } from './cart-button';
import { HeaderSearch } from './header-search';
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
      <Container
        maxW="7xl"
        px={{ base: '3', md: '8' }}
        py="3"
        display="flex"
        alignItems="center"
        gap={{ base: '1', sm: '2', lg: '4' }}
      >
        <MobileMenu />
        <RouterLink to={paths.home.getHref()} aria-label={`${site.tagline}, home page`}>
          <Logo />
        </RouterLink>
        <HStack as="nav" aria-label="Main" gap={{ lg: '5', xl: '7' }} ms="auto" display={{ base: 'none', lg: 'flex' }}>
          {desktopNav.map((item) => (
            <ChakraLink
              key={item.label}
              asChild
              fontSize="sm"
              fontWeight="medium"
              letterSpacing="wide"
              color="fg.muted"
              whiteSpace="nowrap"
              _hover={{ color: 'fg', textDecoration: 'none' }}
              _currentPage={{ color: 'brand.fg' }}
            >
              <NavLink to={item.to} end>
                {item.label}
              </NavLink>
            </ChakraLink>
          ))}
        </HStack>
        <HStack gap="0" ms={{ base: 'auto', lg: '0' }}>
          <HeaderSearch />
          <CartButton />
        </HStack>
        <AccountMenu />
      </Container>
    </Box>
  );
}
