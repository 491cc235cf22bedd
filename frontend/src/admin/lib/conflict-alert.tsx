import { Alert, Button } from '@chakra-ui/react';

interface ConflictAlertProps {
  /** The server's message ("This product was changed by someone else; reload it"). */
  message: string;
  /** The button's text: "Reload product". */
  reloadLabel: string;
  reloading?: boolean;
  onReload: () => void;
}

/**
 * Someone else saved the record since it was read (409): the staff member reloads it and makes
 * their change again on what is there now, rather than overwrite what they did not see.
 */
export function ConflictAlert({ message, reloadLabel, reloading, onReload }: ConflictAlertProps) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
        <Button mt="2" size="xs" alignSelf="start" loading={reloading} onClick={onReload}>
          {reloadLabel}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
