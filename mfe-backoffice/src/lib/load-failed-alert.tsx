import { Alert, Button } from '@shop/shared/antd';

/** Why a screen's data did not load, with Retry. */
export function LoadFailedAlert({ failure, onRetry }: { failure: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={failure}
      action={
        <Button size="small" onClick={() => onRetry()}>
          Retry
        </Button>
      }
    />
  );
}
