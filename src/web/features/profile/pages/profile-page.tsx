import { useSyncExternalStore } from 'react';
import { Alert, CloseButton, Container, Group, Stack, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { Profile } from '../../../../domain/profiles/profile';
import { PageLoader } from '../../../components/spinner';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { previousLocation } from '../../../lib/previous-location';
import { getSession, logoff, subscribeSession, updateSession } from '../../../lib/session';
import { changePassword, PASSWORD_CHANGED_MESSAGE } from '../api/change-password';
import { getProfile, profileQueryKey } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileBanner } from '../components/profile-banner';
import { ProfileBannerImage } from '../components/profile-banner-image';
import { ProfileNameForm } from '../components/profile-name-form';
import { TwoFactorPanel } from '../components/two-factor-panel';

export const PROFILE_SAVED_MESSAGE = 'Profile saved.';

/**
 * The profile page (docs/product/platform.md §2.11): names, banner, password change and two-factor sign-in; Escape
 * closes it.
 */
export function ProfilePage() {
  const tenantKey = useParams().tenant ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSyncExternalStore(subscribeSession, getSession);
  const sub = session.userInfo?.sub ?? String(session.decodedToken?.sub ?? '');
  const own = session.profile?.key === sub ? session.profile : undefined;
  const query = useQuery({ queryKey: profileQueryKey(sub), queryFn: () => getProfile(sub), enabled: Boolean(sub), initialData: own });

  usePageTitle('Profile');

  const close = () => navigate(previousLocation(tenantKey, `/${encodeURIComponent(tenantKey)}/portfolio`));
  useHotkeys([['Escape', close]], []);

  // The forms run these as their saves (lib/use-action.ts), showing a failure.
  async function saveName(profile: Profile, name: Profile['name']) {
    const saved = await updateProfile(profile.id, { name });
    queryClient.setQueryData(profileQueryKey(sub), saved);
    updateSession({ profile: saved });
    notify.success(PROFILE_SAVED_MESSAGE);
  }

  async function savePassword(currentPassword: string, newPassword: string) {
    await changePassword(sub, currentPassword, newPassword);
    notify.success(PASSWORD_CHANGED_MESSAGE);
    logoff();
    navigate(`/${encodeURIComponent(tenantKey)}`, { replace: true });
  }

  const profile = query.data;
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Profile
          </Title>
          <CloseButton aria-label="Close" onClick={close} size="lg" />
        </Group>
        {query.isError && (
          <Alert color="red" role="alert">
            {describeError(query.error)}
          </Alert>
        )}
        {!profile && !query.isError && <PageLoader />}
        {profile && (
          <>
            <ProfileBanner profile={profile} />
            <ProfileBannerImage key={profile.id} profileId={profile.id} />
            <ProfileNameForm key={profile.id} profile={profile} onSave={(name) => saveName(profile, name)} />
          </>
        )}
        <ChangePasswordForm onChange={savePassword} />
        <TwoFactorPanel />
      </Stack>
    </Container>
  );
}
