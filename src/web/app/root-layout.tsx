import { useEffect } from 'react';
import { Box, Progress } from '@mantine/core';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { trackLocation } from '../lib/previous-location';

/** Wraps every route: remembers where the user came from and shows a thin bar while loaders run. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    trackLocation(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  return (
    <>
      {navigation.state !== 'idle' && (
        <Box pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }}>
          <Progress value={100} animated size="xs" aria-label="Navigating" />
        </Box>
      )}
      <Outlet />
    </>
  );
}
