import { useState, type FormEvent } from 'react';
import { Box, Button, Center, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { TitleBar } from '../../../components/title-bar';
import { notify } from '../../../lib/notify';
import { findPublicTenant } from '../api/get-tenant';

export const unknownTenantMessage = (id: string) => `Tenant [${id}] is not registered or set up. Unable to continue...`;

/** The landing page (docs/product/platform.md §2.2): a Tenant ID field that leads to the tenant's sign-in page. */
export function LandingPage() {
  const navigate = useNavigate();
  const [tenantId, setTenantId] = useState('');
  const [submitted, setSubmitted] = useState(false);

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    const id = tenantId.trim();
    if (!id || submitted) return;
    setSubmitted(true);
    try {
      const tenant = await findPublicTenant(id);
      navigate(`/${encodeURIComponent(tenant.key)}`);
    } catch {
      notify.error(unknownTenantMessage(id));
      setSubmitted(false);
    }
  }

  return (
    <Box mih="100vh" bg="gray.0">
      <TitleBar title="SDM Console">
        <form onSubmit={lookUp} aria-label="Tenant look-up">
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Tenant ID"
              placeholder="Tenant ID"
              value={tenantId}
              onChange={(e) => setTenantId(e.currentTarget.value)}
              readOnly={submitted}
              autoFocus
            />
            <Button type="submit" disabled={submitted}>
              Go
            </Button>
            {submitted && <Spinner size="sm" color="white" />}
          </Group>
        </form>
      </TitleBar>
      <Center component="main" py={80} px="md">
        <Stack align="center" gap="xs" maw={560}>
          <Title order={2}>Media, advertising and signage management</Title>
          <Text ta="center" c="dimmed">
            Enter your organisation&apos;s tenant ID and press Go to reach its sign-in page.
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
