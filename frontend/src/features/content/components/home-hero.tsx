import { Box, Container, Flex, Heading, Text, type ButtonProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { ButtonLink } from '../../../components/ui/button-link';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../lib/paths';

/** Abstract shapes behind the headline; purely decorative. */
function HeroArtwork() {
  return (
    <Box asChild position="absolute" inset="0" w="full" h="full" pointerEvents="none">
      <svg viewBox="0 0 1200 640" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <defs>
          <radialGradient id="hero-glow" cx="78%" cy="30%" r="60%">
            <stop offset="0" stopColor="#c67c4e" stopOpacity="0.55" />
            <stop offset="1" stopColor="#2b2620" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="1200" height="640" fill="#2b2620" />
        <rect width="1200" height="640" fill="url(#hero-glow)" />
        <circle cx="960" cy="210" r="120" fill="#d69f76" opacity="0.85" />
        <path d="M700 640 C 800 470, 930 430, 1200 470 L 1200 640 Z" fill="#6f3a1f" opacity="0.9" />
        <path d="M840 640 C 930 540, 1050 520, 1200 560 L 1200 640 Z" fill="#3a1f12" />
        <rect x="1040" y="330" width="90" height="150" fill="none" stroke="#e6c3a5" strokeWidth="3" opacity="0.6" />
        <line x1="620" y1="90" x2="1180" y2="90" stroke="#e6c3a5" strokeWidth="1.5" opacity="0.35" />
      </svg>
    </Box>
  );
}

/** Buttons on the dark hero beside the main call to action. */
const secondaryActionProps: ButtonProps = {
  size: 'lg',
  variant: 'outline',
  rounded: 'full',
  px: '6',
  color: 'white',
  borderColor: 'whiteAlpha.600',
  bg: 'blackAlpha.300',
  _hover: { bg: 'whiteAlpha.200', borderColor: 'white' },
};

interface HomeHeroProps {
  /**
   * Further actions beside Browse All Art, styled by the hero: the app passes in the discovery
   * helpers (Art Finder quiz and Surprise Me), which belong to another feature.
   */
  Actions?: ComponentType<ButtonProps>;
}

export function HomeHero({ Actions }: HomeHeroProps) {
  return (
    <Box as="section" aria-labelledby="home-hero-title" position="relative" overflow="hidden" color="white">
      <HeroArtwork />
      {/* Keeps the text readable where it overlaps the shapes on narrow screens. */}
      <Box
        position="absolute"
        inset="0"
        bgImage="linear-gradient(90deg, rgba(43, 38, 32, 0.92) 0%, rgba(43, 38, 32, 0.7) 55%, rgba(43, 38, 32, 0) 100%)"
      />
      <Container
        maxW="7xl"
        px={{ base: '4', md: '8' }}
        py={{ base: '10', md: '14' }}
        position="relative"
        minH={{ base: '34rem', md: '40rem' }}
        display="flex"
        flexDirection="column"
      >
        <Logo />
        <Box my="auto" py={{ base: '12', md: '16' }} maxW="2xl">
          <Heading
            as="h1"
            id="home-hero-title"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.08"
            fontWeight="semibold"
            letterSpacing="tight"
          >
            Transform Your Space With Curated Art
          </Heading>
          <Text mt="5" fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.800" maxW="xl">
            Exclusive, contemporary and heritage artworks, printed on museum-grade canvas or fine art paper and
            framed for your walls.
          </Text>
          <Flex mt="8" gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
            <ButtonLink to={paths.allArt.getHref()} size="lg" colorPalette="brand" rounded="full" px="7">
              Browse All Art
              <LuArrowRight aria-hidden="true" />
            </ButtonLink>
            {Actions && <Actions {...secondaryActionProps} />}
          </Flex>
        </Box>
      </Container>
    </Box>
  );
}
