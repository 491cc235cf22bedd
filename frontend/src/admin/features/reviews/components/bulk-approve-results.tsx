import { Alert, List } from '@chakra-ui/react';
import type { adminReviewsApi, ResponseOf } from '@shop/contracts';

/** What "Approve selected" did: how many it approved, and each review it left alone, with why. */
export function BulkApproveResults({ outcome }: { outcome: ResponseOf<typeof adminReviewsApi.bulkApprove> }) {
  const { approved, skipped } = outcome;
  return (
    <Alert.Root status={skipped.length === 0 ? 'success' : 'warning'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{approved.length} approved</Alert.Title>
        {skipped.length > 0 && (
          <Alert.Description>
            <List.Root>
              {skipped.map((skip) => (
                <List.Item key={skip.id}>
                  Review {skip.id}: {skip.reason}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
