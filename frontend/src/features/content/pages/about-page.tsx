import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../lib/paths';
import { site } from '../../../lib/site';
import { ContentPage } from '../components/content-page';

const story = [
  'Our story begins in 1968, in a narrow lane off Kalbadevi Road in Mumbai, where Harish Mehta opened a small framing workshop. Students from the art schools nearby brought him their canvases to stretch and frame, and over the years he learned to look at a picture the way a painter does: its light, its balance, and the wall it belongs on.',
  'His daughter Sunita grew up among mitre saws, gilded mouldings and the smell of linseed oil. She went on to study art history and spent two decades restoring Mughal miniatures and Madhubani paintings for private collections. It was Sunita who first offered careful printed reproductions in the workshop, for families who loved heritage art but could not buy the originals.',
  `In ${site.curatingSince} her son, Arjun Mehta, carried the family's eye for art online and founded Curated Art & Decor. The idea was simple: choose every artwork by hand, print it with the care the workshop always gave an original, and deliver it ready to hang to homes anywhere in India.`,
  'Today we work with contemporary painters from Mumbai to Kolkata, and with artists who keep Madhubani, Mughal miniature and other traditional forms alive. Every print carries its artist\'s name, and every piece in our collections is still chosen the way Harish chose what went up on his workshop wall: only work we would hang in our own homes.',
];

const promises = [
  {
    title: 'Chosen by hand',
    text: 'Each artwork is selected by our family and our curators, never by an algorithm or a bulk catalogue.',
  },
  {
    title: 'Made to last',
    text: 'Prints on museum-grade canvas or fine art paper, checked by eye and framed by people who have framed for decades.',
  },
  {
    title: 'Rooted in heritage',
    text: 'We work directly with traditional artists, so their art finds new walls and their craft stays alive.',
  },
];

/** About (spec section 2): the story of the founder's family. */
export function AboutPage() {
  return (
    <ContentPage
      eyebrow="About Us"
      title="Three Generations of Living With Art"
      lead={`From a Mumbai framing workshop to an online gallery: a family that has curated art since ${site.curatingSince}.`}
    >
      <Stack gap={{ base: '12', md: '16' }}>
        <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
          {story.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>

        <Box as="section" aria-labelledby="about-promises">
          <Heading as="h2" id="about-promises" fontSize={{ base: '2xl', md: '3xl' }} mb="6">
            What we promise
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {promises.map((promise) => (
              <Card.Root key={promise.title} variant="outline" bg="bg.panel" borderRadius="l3">
                <Card.Body gap="2">
                  <Heading as="h3" fontSize="lg">
                    {promise.title}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {promise.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>

        <ButtonLink to={paths.allArt.getHref()} colorPalette="brand" size="lg" rounded="full" alignSelf="start">
          Explore the Collection
          <LuArrowRight aria-hidden="true" />
        </ButtonLink>
      </Stack>
    </ContentPage>
  );
}
