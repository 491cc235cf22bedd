import { List, Text } from '@chakra-ui/react';
import type { ApiAdminOrder } from '@shop/contracts';
import { formatDateTime } from '../../../lib/labels';

type Actor = ApiAdminOrder['timeline'][number]['actor'];

const ACTOR_LABELS: Record<Actor['type'], string> = {
  shopper: 'the shopper',
  'payment-provider': 'PhonePe',
  staff: 'staff',
  system: 'the shop',
};

/** Who did it, as the timeline says it: a staff member by name. */
export function actorName(actor: Actor): string {
  return actor.type === 'staff' && actor.name ? actor.name : ACTOR_LABELS[actor.type];
}

/** Everything that happened to the order, oldest first, each with when and who. */
export function OrderTimeline({ timeline }: { timeline: ApiAdminOrder['timeline'] }) {
  if (timeline.length === 0) return <Text color="fg.muted">Nothing has happened yet.</Text>;
  return (
    <List.Root as="ol" aria-label="Timeline" gap="3" listStyleType="none" ms="0">
      {timeline.map((entry) => (
        <List.Item key={entry.id} borderStartWidth="2px" borderColor="brand.300" ps="3">
          <Text>{entry.summary}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(entry.at)} · by {actorName(entry.actor)}
          </Text>
          {entry.kind === 'note' && typeof entry.details.text === 'string' && <Text whiteSpace="pre-wrap">{entry.details.text}</Text>}
        </List.Item>
      ))}
    </List.Root>
  );
}
