import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../lib/paths';
import { useNotFoundStatus } from '../../../lib/head';

/** A product id that does not exist, or is not an id at all (spec section 8). */
export function ProductNotFound() {
  useNotFoundStatus();
  return (
    <Flex minH="50vh" align="center" justify="center" px="4" py="16">
      <Card.Root w="full" maxW="md" variant="elevated" bg="bg.panel" textAlign="center">
        <Card.Body gap="4" alignItems="center">
          <Heading as="h1" fontSize="2xl">
            Product Not Found
          </Heading>
          <Text color="fg.muted">The product you're looking for doesn't exist or has been removed.</Text>
          <ButtonLink to={paths.home.getHref()} colorPalette="brand">
            Back to Home
          </ButtonLink>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
