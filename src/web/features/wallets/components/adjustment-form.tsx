import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { Textarea } from '../../../components/inputs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeError } from '../../../lib/api-error';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { notify } from '../../../lib/notify';
import { adjustWallet, walletKeys } from '../api/wallets';
import { WALLET_TEXTS } from '../model/ledger-view';

/**
 * A staff member's manual adjustment (docs/product/platform.md §7 Wallets): whole points either way and the reason,
 * checked by the domain's rules before asking; the server records who made it. A refusal (it would overdraw) shows its
 * message; a stored one reads the wallet, its ledger and the lists again in place.
 */
export function AdjustmentForm({ walletId }: { walletId: string }) {
  const queryClient = useQueryClient();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [chunkFailure, setChunkFailure] = useState('');
  // The form checks its fields by the domain's rules (noValidate: the browser's own bubbles would stop it first) as they
  // are typed, once their chunk has come (the schemas are a chunk of their own): until then, and while a field is
  // wrong, the button waits; each field says why beside itself once touched (docs/decisions/0137).
  const [checks, setChecks] = useState<typeof import('../model/adjustment-check') | null>(null);
  useEffect(() => {
    import('../model/adjustment-check').then(setChecks, (e: unknown) => setChunkFailure(describeError(e)));
  }, []);
  const checked = checks?.checkAdjustment(points, reason) ?? null;
  const check = useFormCheck(checked ? (checked.ok ? {} : checked.problems) : null, { points, reason });

  const adjust = useMutation({
    mutationFn: (adjustment: Parameters<typeof adjustWallet>[1]) => adjustWallet(walletId, adjustment),
    onSuccess: () => {
      setPoints('');
      setReason('');
      check.reset({ points: '', reason: '' });
      notify.success(WALLET_TEXTS.adjusted);
      return queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
  // A refusal (it would overdraw), or the checks' chunk that could not be loaded (the button then waits).
  const failure = adjust.isError ? describeError(adjust.error) : chunkFailure;

  function submit() {
    if (!checked?.ok) return check.reveal();
    adjust.mutate(checked.value);
  }

  return (
    <form noValidate aria-label="Adjust the balance" onSubmit={(e) => (e.preventDefault(), submit())} onKeyDown={check.onKeyDown}>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert" data-testid="wallet-adjust-error">
            {failure}
          </Alert>
        )}
        <Group align="flex-start" grow>
          <TextInput
            label="Points"
            description="Whole points: negative to take away"
            inputMode="numeric"
            required
            value={points}
            {...check.field('points')}
            onChange={(e) => setPoints(e.currentTarget.value)}
          />
          <Textarea
            label="Reason"
            required
            autosize
            minRows={1}
            maxLength={500}
            value={reason}
            {...check.field('reason')}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </Group>
        <Group>
          <SubmitGate invalid={check.invalid} onTry={check.reveal}>
            <Button type="submit" loading={adjust.isPending} disabled={check.invalid}>
              Adjust balance
            </Button>
          </SubmitGate>
        </Group>
      </Stack>
    </form>
  );
}
