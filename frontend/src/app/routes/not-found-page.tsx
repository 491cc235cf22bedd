import { Card, Flex, Heading, HStack, Icon, Text } from '@chakra-ui/react';
import { LuCircleAlert } from 'react-icons/lu';
import { useNotFoundStatus } from '../../lib/head';

export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <Flex minH="60vh" align="center" justify="center" px="4" py="16">
      <Card.Root w="full" maxW="md" variant="elevated" bg="bg.panel">
        <Card.Body gap="4">
          <HStack gap="3">
            <Icon color="fg.error" boxSize="8" aria-hidden="true">
              <LuCircleAlert />
            </Icon>
            <Heading as="h1" fontSize="2xl">
              404 Page Not Found
            </Heading>
          </HStack>
          <Text color="fg.muted">Did you forget to add the page to the router?</Text>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
