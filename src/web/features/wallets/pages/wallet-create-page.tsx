import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneCounter, shouldLookUpProfile, typedPhone } from '../../../../domain/campaigns/report-viewers';
import { WALLET_CREATE_ROLE, WALLET_MESSAGES } from '../../../../domain/wallets/terms';
import { RecordFrame, useRecordFrame } from '../../../components/record/record-frame';
import { NotPermittedContent } from '../../../components/status-message';
import { describeError } from '../../../lib/api-error';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { createWallet, findProfileByPhone, walletKeys } from '../api/wallets';
import { WALLET_TEXTS } from '../model/ledger-view';
import { useWalletScope, type WalletScreenScope } from './use-wallet-scope';

type Found = { phone: string; profile: { id: string; name: string } | null } | null;

/**
 * 'Create Wallet' (docs/product/platform.md §2.6, owner): a profile of the tenant found by its mobile, a name, and in a
 * workspace whether the wallet is kept for it.
 */
export function WalletCreatePage() {
  const where = useWalletScope();
  usePageTitle(WALLET_TEXTS.createTitle);
  return (
    <RecordFrame title={WALLET_TEXTS.createTitle} closeTo={where.listPath}>
      {where.privilege < WALLET_CREATE_ROLE ? <NotPermittedContent /> : <WalletCreateForm where={where} />}
    </RecordFrame>
  );
}

function WalletCreateForm({ where }: { where: WalletScreenScope }) {
  const frame = useRecordFrame();
  const queryClient = useQueryClient();
  const [mobile, setMobile] = useState('');
  const [found, setFound] = useState<Found>(null);
  const [name, setName] = useState('');
  const [forWorkspace, setForWorkspace] = useState(true);
  const asked = useRef('');
  // Save waits for a profile found by its mobile; the mobile says why beside itself once touched (docs/decisions/0137).
  const mobileProblem = found?.profile ? null : found ? WALLET_TEXTS.profileMissing : WALLET_MESSAGES.profileRequired;
  const check = useFormCheck({ mobile: mobileProblem }, { mobile });

  async function typed(text: string) {
    const phone = typedPhone(text);
    asked.current = phone;
    setMobile(phone);
    setFound(null);
    frame.setDirty(phone !== '');
    if (!shouldLookUpProfile(phone)) return;
    try {
      const profile = await findProfileByPhone(phone);
      // A slow answer for an older entry never wins.
      if (asked.current === phone) setFound({ phone, profile });
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  const save = useMutation({
    mutationFn: (profileId: string) =>
      createWallet(where.tenant, {
        project_id: where.projectId,
        profile_id: profileId,
        ...(where.aggregateId && forWorkspace ? { aggregate_id: where.aggregateId } : {}),
        ...(name.trim() ? { name: name.trim() } : {}),
      }),
    onSuccess: async (wallet) => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      notify.success(WALLET_TEXTS.created);
      frame.leave(`${where.listPath}/${encodeURIComponent(wallet.id)}`, { replace: true });
    },
  });

  return (
    <Stack gap="md" maw={480}>
      {save.isError && (
        <Alert color="red" role="alert" data-testid="wallet-create-error">
          {describeError(save.error)}
        </Alert>
      )}
      <TextInput
        label="Profile mobile"
        required
        inputMode="numeric"
        value={mobile}
        description={phoneCounter(mobile)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...check.field('mobile')}
        onChange={(e) => void typed(e.currentTarget.value)}
      />
      {/* A mobile of no profile says so beside itself (the field's message). */}
      {found?.profile && (
        <Text size="sm" c="green" data-testid="wallet-profile">
          Profile: {found.profile.name}
        </Text>
      )}
      <TextInput
        label="Wallet name"
        description="Optional: the profile's name is shown without one"
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      {where.aggregateId && (
        <Checkbox
          label={`Kept for the workspace ${where.workspaceName} (else for the whole project)`}
          checked={forWorkspace}
          onChange={(e) => setForWorkspace(e.currentTarget.checked)}
        />
      )}
      <Group>
        <SubmitGate invalid={check.invalid} onTry={check.reveal}>
          <Button onClick={() => found?.profile && save.mutate(found.profile.id)} loading={save.isPending} disabled={!found?.profile}>
            Save
          </Button>
        </SubmitGate>
      </Group>
    </Stack>
  );
}
