import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageHead } from '../../../lib/head';

interface ContentPageProps {
  /** A short label above the title. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** What previews and search results show; the lead when it is text. */
  description?: string;
  children: ReactNode;
  /** Reading pages stay narrow; pages of cards use the full width. */
  width?: 'reading' | 'wide';
}

/** The frame of the shop's own pages (about, contact, blog, policies): a title, a lead and the content. */
export function ContentPage({ eyebrow, title, lead, description, children, width = 'reading' }: ContentPageProps) {
  const { pathname } = useLocation();
  usePageHead({ title: eyebrow ? `${eyebrow}: ${title}` : title, description: description ?? (typeof lead === 'string' ? lead : title), path: pathname });
  return (
    <Container maxW={width === 'reading' ? '3xl' : '7xl'} px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
      <Stack as="header" gap="3" mb={{ base: '8', md: '12' }}>
        {eyebrow && (
          <Text fontSize="sm" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase" color="brand.fg">
            {eyebrow}
          </Text>
        )}
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="tight">
          {title}
        </Heading>
        {lead && (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Container>
  );
}
