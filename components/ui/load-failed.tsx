import { Button } from './button';

/**
 * A read that failed: what failed, read out at once, and a button to try again. Texts come as
 * props (components/ui knows no messages).
 */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="font-medium text-red-700">
        {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
