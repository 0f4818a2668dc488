import { Alert, Paper, Switch, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tenant } from '../../../../domain/tenants/tenant';
import { describeError } from '../../../lib/api-error';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useAction } from '../../../lib/use-action';
import { tenantQueryKey } from '../../../lib/scope-keys';
import { setTwoFactorRequired } from '../../../lib/two-factor';

/** The tenant owner's switch: every user of the tenant signs in with a second factor (docs/decisions/0009-two-factor-sign-in.md). */
export function TwoFactorRequirement({ tenantKey }: { tenantKey: string }) {
  const queryClient = useQueryClient();
  // The shell's own tenant look-up: the switch's answer is the tenant the shell shows next.
  const key = tenantQueryKey(tenantKey);
  const tenant = useQuery({ queryKey: key, queryFn: () => api.get<Tenant>(`/api/1.0/tenants/${encodeURIComponent(tenantKey)}`, { reset: true }) });
  const change = useAction({
    mutationFn: (required: boolean) => setTwoFactorRequired(tenantKey, required),
    onSuccess: (saved, required) => {
      queryClient.setQueryData(key, saved);
      notify.success(required ? 'Every user now signs in with a second factor.' : 'Two-factor sign-in is now up to each user.');
    },
  });

  return (
    <Paper p="md" withBorder component="section" aria-label="Two-factor sign-in for the tenant">
      <Title order={2} size="h5" mb="xs">
        Two-factor sign-in
      </Title>
      {tenant.isError && (
        <Alert color="red" role="alert">
          {describeError(tenant.error)}
        </Alert>
      )}
      <Switch
        label="Require two-factor sign-in for every user"
        checked={tenant.data?.twoFactorRequired ?? false}
        disabled={change.isPending || !tenant.data}
        onChange={(e) => change.mutate(e.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed" mt="xs">
        Users without an authenticator app are asked to set one up at their next sign-in. Set up your own on your profile first.
      </Text>
    </Paper>
  );
}
