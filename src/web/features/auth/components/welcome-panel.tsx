import { Paper, Stack, Text, Title } from '@mantine/core';
import { TenantLogo } from '../../../components/tenant-logo';
import type { Tenant } from '../../../../domain/tenants/tenant';

/** The welcome panel beside the sign-in form, with the tenant's logo. */
export function WelcomePanel({ tenant }: { tenant: Tenant }) {
  return (
    <Paper p="xl" radius="md" bg="blue.8" c="white" h="100%" data-testid="welcome-panel">
      <Stack gap="md">
        <TenantLogo tenantKey={tenant.key} name={tenant.name} height={70} />
        <Title order={2}>Welcome to {tenant.name}</Title>
        <Text>
          Manage venues, media assets, devices, campaigns and audiences of your projects and workspaces. Sign in with the username and password your
          administrator gave you.
        </Text>
      </Stack>
    </Paper>
  );
}
