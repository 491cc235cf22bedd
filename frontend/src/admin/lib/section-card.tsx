import { Card, Heading, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of a detail page or form, a region named by its title (tests and screen readers find it so). */
export function SectionCard({ title, gap = '3', children }: { title: string; gap?: StackProps['gap']; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap={gap}>
        <Heading as="h2" fontSize="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
