import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuQuote } from 'react-icons/lu';

const testimonials = [
  {
    name: 'Priya Deshmukh',
    city: 'Pune',
    quote:
      'The Banyan Chronicles print now anchors our living room. The Madhubani linework is crisp up close and the canvas feels properly gallery-grade.',
  },
  {
    name: 'Arjun Nair',
    city: 'Kochi',
    quote:
      'I ordered Marigold Geometry in a black frame for my studio. It came packed like an heirloom, and the colours are exactly what I saw on screen.',
  },
  {
    name: 'Sneha Mehta',
    city: 'Jaipur',
    quote:
      'Heritage art that is not mass-produced is hard to find. The Royal Peacock Durbar is the first thing every guest asks about.',
  },
] as const;

/** Three static customer testimonials on the home page (spec section 2). */
export function CustomerTestimonials() {
  return (
    <Box as="section" aria-labelledby="customer-testimonials" bg="bg.subtle" borderYWidth="1px" borderColor="border">
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '12', md: '20' }}>
        <Heading as="h2" id="customer-testimonials" fontSize={{ base: '3xl', md: '4xl' }} textAlign="center" mb={{ base: '8', md: '12' }}>
          What Our Customers Say
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {testimonials.map((testimonial) => (
            <Stack as="li" key={testimonial.name} gap="4" p="6" bg="bg.panel" borderRadius="l3" boxShadow="sm">
              <Box color="brand.400" fontSize="2xl" aria-hidden="true">
                <LuQuote />
              </Box>
              <Text as="blockquote" fontFamily="heading" fontSize="lg" lineHeight="tall">
                {testimonial.quote}
              </Text>
              <Text fontSize="sm" color="fg.muted" mt="auto">
                <Text as="span" fontWeight="semibold" color="fg">
                  {testimonial.name}
                </Text>
                , {testimonial.city}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
