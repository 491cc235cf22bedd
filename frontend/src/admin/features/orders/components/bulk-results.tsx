import { Alert, List } from '@chakra-ui/react';
import type { BulkResult } from '@shop/contracts';

/** What a bulk action did: how many orders it changed, and each one it could not, with why. */
export function BulkResults({ verb, results }: { verb: string; results: readonly BulkResult[] }) {
  const failed = results.filter((result) => !result.ok);
  const done = results.length - failed.length;
  return (
    <Alert.Root status={failed.length === 0 ? 'success' : 'warning'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {done} of {results.length} {results.length === 1 ? 'order' : 'orders'} {verb}.
        </Alert.Title>
        {failed.length > 0 && (
          <Alert.Description>
            <List.Root>
              {failed.map((result) => (
                <List.Item key={result.orderNumber}>
                  {result.orderNumber}: {result.error ?? 'failed'}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
