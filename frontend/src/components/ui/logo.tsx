import { Box, HStack, Text, type StackProps } from '@chakra-ui/react';
import { site } from '../../lib/site';

/** The shop's mark, a framed abstract, with the tagline beside it. Colours follow the surrounding text. */
export function Logo(props: StackProps) {
  return (
    <HStack gap="2.5" {...props}>
      <Box asChild flexShrink={0}>
        <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
          <rect x="1.5" y="1.5" width="31" height="31" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <rect x="6" y="6" width="22" height="22" fill="#e6c3a5" />
          <circle cx="20.5" cy="13" r="4.5" fill="#a85d32" />
          <path d="M6 28 L14 16 L21 24 L24 20 L28 25 V28 Z" fill="#3a1f12" />
        </svg>
      </Box>
      <Text as="span" fontFamily="heading" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" letterSpacing="wide">
        {site.tagline}
      </Text>
    </HStack>
  );
}
