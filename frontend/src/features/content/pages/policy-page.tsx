import { Box, Heading, List, Separator, Stack, Text, Wrap } from '@chakra-ui/react';
import { AppLink } from '../../../components/ui/app-link';
import { paths } from '../../../lib/paths';
import { ContentPage } from '../components/content-page';
import { policies, type PolicyId } from '../policies';

const policyLinks: ReadonlyArray<{ id: PolicyId; href: string }> = [
  { id: 'refund-and-returns', href: paths.refundAndReturns.getHref() },
  { id: 'shipping', href: paths.shipping.getHref() },
  { id: 'privacy', href: paths.privacy.getHref() },
  { id: 'terms', href: paths.terms.getHref() },
];

/** One of the four policy pages (spec section 9); the text lives in `../policies`. */
export function PolicyPage({ policy: id }: { policy: PolicyId }) {
  const policy = policies[id];

  return (
    <ContentPage eyebrow="Policies" title={policy.title} lead={policy.summary}>
      <Stack gap={{ base: '8', md: '10' }}>
        {policy.sections.map((section) => (
          <Box as="section" key={section.heading}>
            <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} mb="3">
              {section.heading}
            </Heading>
            <Stack gap="3" lineHeight="tall">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.points && (
                <List.Root gap="2" ps="5">
                  {section.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          </Box>
        ))}
        <Separator />
        <Box as="nav" aria-label="Other policies">
          <Text fontSize="sm" color="fg.muted" mb="2">
            Our other policies
          </Text>
          <Wrap gap="5">
            {policyLinks
              .filter((link) => link.id !== id)
              .map((link) => (
                <AppLink key={link.id} to={link.href} color="brand.fg" fontWeight="medium">
                  {policies[link.id].title}
                </AppLink>
              ))}
          </Wrap>
        </Box>
      </Stack>
    </ContentPage>
  );
}
