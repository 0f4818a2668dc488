import { Box, Container, SimpleGrid } from '@mantine/core';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { TitleBar } from '../../../components/title-bar';
import type { Tenant } from '../../../../domain/tenants/tenant';
import { usePageTitle } from '../../../lib/page-title';
import { safeReturnUrl } from '../../../lib/return-url';
import { signIn } from '../api/sign-in';
import { SignInForm } from '../components/sign-in-form';
import { WelcomePanel } from '../components/welcome-panel';

export interface SignInPageData {
  tenant: Tenant;
}

/** The tenant's sign-in page (docs/product/platform.md §2.3); its loader is the tenant guard. */
export function SignInPage() {
  const { tenant } = useLoaderData() as SignInPageData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(`Sign in · ${tenant.name}`);

  async function submit(credentials: { username: string; password: string }) {
    await signIn(tenant, credentials);
    navigate(safeReturnUrl(params.get('returnUrl'), `/${tenant.key}/portfolio`), { replace: true });
  }

  return (
    <Box mih="100vh" bg="gray.0">
      <TitleBar title={tenant.name} home />
      <Container component="main" size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <WelcomePanel tenant={tenant} />
          <SignInForm onSubmit={submit} />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
