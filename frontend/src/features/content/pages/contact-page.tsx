import { Card, HStack, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuMail, LuPhone } from 'react-icons/lu';
import { ContentPage } from '../components/content-page';
import { useShopContact } from '../api/site-settings.api';

interface ContactCardProps {
  icon: IconType;
  label: string;
  hint: string;
  href: string;
  value: string;
}

function ContactCard({ icon, label, hint, href, value }: ContactCardProps) {
  return (
    <Card.Root variant="outline" bg="bg.panel" borderRadius="l3">
      <Card.Body gap="3">
        <HStack gap="3">
          <Icon as={icon} boxSize="6" color="brand.fg" aria-hidden="true" />
          <Text as="h2" fontFamily="heading" fontSize="xl" fontWeight="semibold">
            {label}
          </Text>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {hint}
        </Text>
        <Link href={href} color="brand.fg" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" wordBreak="break-word">
          {value}
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

/** Contact (spec section 2): an email link and a phone link (the shop's saved settings), and no form. */
export function ContactPage() {
  const contact = useShopContact();
  return (
    <ContentPage
      eyebrow="Contact"
      title="We'd Love to Hear From You"
      lead="Questions about a print, help choosing a size or frame, or an order that needs our attention: write or call, and someone from our team will help."
    >
      <Stack gap="8">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ContactCard
            icon={LuMail}
            label="Email"
            hint="Best for order questions; please include your order number."
            href={contact.emailHref}
            value={contact.email}
          />
          <ContactCard
            icon={LuPhone}
            label="Phone"
            hint="Talk to us about choosing a piece, or about an order on its way."
            href={contact.phoneHref}
            value={contact.phone}
          />
        </SimpleGrid>
      </Stack>
    </ContentPage>
  );
}
