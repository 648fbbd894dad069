import { errorMessage } from '@/lib/api-error';

/** Why a save failed, when the answer is not about one field (those show under their field). */
export function FormError({ error, fieldErrors }: { error: unknown; fieldErrors: Record<string, string> }) {
  if (!error || Object.keys(fieldErrors).length > 0) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {errorMessage(error)}
    </p>
  );
}
