import { Avatar, Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '../../../../domain/profiles/profile';

const isImageAddress = (s: string | null | undefined): s is string => !!s && /^(\/|https?:\/\/)/i.test(s);

/** The page banner: the profile's avatar when it has one, else its initials. */
export function ProfileBanner({ profile }: { profile: Profile }) {
  const { firstName, lastName, displayName } = profile.name;
  const initials = `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase();
  return (
    <Box p="lg" bg="blue.8" c="white" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="profile-banner">
      <Group gap="lg" wrap="nowrap">
        {isImageAddress(profile.avatar) ? (
          <Image src={profile.avatar} alt="Profile avatar" w={96} h={96} radius="50%" fit="cover" />
        ) : (
          <Avatar size={96} radius="50%" color="white" variant="outline" aria-label="Profile initials">
            {initials}
          </Avatar>
        )}
        <Stack gap={2}>
          <Title order={2}>{displayName}</Title>
          <Text size="sm">{profile.emails?.default ?? ''}</Text>
        </Stack>
      </Group>
    </Box>
  );
}
