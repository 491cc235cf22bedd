import { Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../lib/paths';

/** Shown instead of a page that failed to render, so a shopper is never left with a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <Flex minH="100dvh" align="center" justify="center" px="4" py="16">
      <Card.Root w="full" maxW="md" variant="elevated">
        <Card.Body gap="4">
          <Heading as="h1" fontSize="2xl">
            Something went wrong
          </Heading>
          <Text color="fg.muted">This page could not be shown. Please try again in a moment.</Text>
          {detail && (
            <Text fontSize="sm" color="fg.subtle">
              {detail}
            </Text>
          )}
          {/* A full page load, not client navigation: it resets whatever state broke the page. */}
          <Button asChild colorPalette="brand" alignSelf="start">
            <a href={paths.home.getHref()}>Back to Home</a>
          </Button>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
