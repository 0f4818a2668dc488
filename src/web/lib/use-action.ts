import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { describeError } from './api-error';
import { notify } from './notify';

/**
 * A write (or a download) the user starts: TanStack Query's `useMutation`, its failure shown as the error snackbar in
 * the server's words. `isPending` locks the buttons until the write and its `onSuccess` (which marks stale what the
 * write changed) are done. A form that shows its failure itself (an alert, field errors) uses `useMutation` directly.
 */
export function useAction<TData = unknown, TVariables = void>(options: UseMutationOptions<TData, Error, TVariables>) {
  return useMutation<TData, Error, TVariables>({ onError: (e) => void notify.error(describeError(e)), ...options });
}
