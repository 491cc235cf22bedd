import { Box, Flex } from '@chakra-ui/react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageBackground } from '../../components/ui/page-background';
import { showsSiteChrome } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame around every route: background, and the header and footer where they belong. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const withChrome = showsSiteChrome(pathname);

  return (
    <>
      <ScrollRestoration />
      <PageBackground />
      <Flex direction="column" minH="100dvh" position="relative" zIndex="1">
        {withChrome && <SiteHeader />}
        <Box as="main" flex="1">
          <Outlet />
        </Box>
        {withChrome && <SiteFooter />}
      </Flex>
    </>
  );
}
