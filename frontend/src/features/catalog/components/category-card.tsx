import { Box, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ApiCategory } from '@shop/contracts';
import { paths } from '../../../lib/paths';
import { categoryCardAnimation, categoryOverlayColor } from './category-card-style';

interface CategoryCardProps {
  category: ApiCategory;
  /** Position in the grid; later cards fade in later. */
  index: number;
}

export function CategoryCard({ category, index }: CategoryCardProps) {
  const overlay = categoryOverlayColor(category.name);
  const { delaySeconds, durationSeconds } = categoryCardAnimation(index);

  return (
    <Box
      asChild
      className="group"
      display="block"
      position="relative"
      h="24rem"
      overflow="hidden"
      borderRadius="l3"
      boxShadow="md"
      bg="bg.muted"
      animation={`fade-in-up ${durationSeconds}s ease-out ${delaySeconds}s both`}
      _motionReduce={{ animation: 'none' }}
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
    >
      <RouterLink to={paths.collection.getHref(category.name)}>
        <Image
          src={category.imageUrl}
          alt=""
          htmlWidth={800}
          htmlHeight={800}
          w="full"
          h="full"
          objectFit="cover"
          transition="transform 0.7s ease"
          _groupHover={{ transform: 'scale(1.05)' }}
        />
        <Box
          position="absolute"
          inset="0"
          bgImage={`linear-gradient(to top, ${overlay}f2 0%, ${overlay}b3 38%, ${overlay}1a 75%, transparent 100%)`}
        />
        <Stack position="absolute" insetX="0" bottom="0" p={{ base: '5', md: '6' }} gap="2" color="white">
          <Heading as="h3" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            {category.name}
          </Heading>
          <Text fontSize="sm" color="whiteAlpha.900" lineClamp={3}>
            {category.description}
          </Text>
          <HStack gap="1.5" fontSize="sm" fontWeight="semibold" letterSpacing="wide" pt="1">
            <Text as="span">Explore</Text>
            <Box as="span" transition="transform 0.3s ease" _groupHover={{ transform: 'translateX(4px)' }}>
              <LuArrowRight aria-hidden="true" />
            </Box>
          </HStack>
        </Stack>
      </RouterLink>
    </Box>
  );
}
