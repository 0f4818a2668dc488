import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { Textarea } from '../../../components/inputs';
import { useQueryClient } from '@tanstack/react-query';
import { describeError } from '../../../lib/api-error';
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
  const [problems, setProblems] = useState<{ points?: string; reason?: string }>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  // The form checks its fields by the domain's rules (noValidate: the browser's own bubbles would stop it first), read
  // when it is first sent: the schemas are a chunk of their own.
  async function submit() {
    let checked;
    try {
      checked = (await import('../model/adjustment-check')).checkAdjustment(points, reason);
    } catch (e) {
      return setFailure(describeError(e));
    }
    setFailure('');
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    setSaving(true);
    try {
      await adjustWallet(walletId, checked.value);
      setPoints('');
      setReason('');
      notify.success(WALLET_TEXTS.adjusted);
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
    } catch (e) {
      setFailure(describeError(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate aria-label="Adjust the balance" onSubmit={(e) => (e.preventDefault(), void submit())}>
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
            error={problems.points}
            onChange={(e) => setPoints(e.currentTarget.value)}
          />
          <Textarea
            label="Reason"
            required
            autosize
            minRows={1}
            maxLength={500}
            value={reason}
            error={problems.reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </Group>
        <Group>
          <Button type="submit" loading={saving}>
            Adjust balance
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
