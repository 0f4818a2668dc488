import { useState } from 'react';
import { Avatar } from '@mantine/core';

interface TenantLogoProps {
  tenantKey: string;
  name?: string;
  height?: number;
}

/** The tenant's logo (`/images?tenant={key}&type=logo`); a failed load keeps a placeholder. */
export function TenantLogo({ tenantKey, name, height = 40 }: TenantLogoProps) {
  const [failed, setFailed] = useState(false);
  const alt = `${name ?? tenantKey} logo`;
  if (failed) {
    return (
      <Avatar radius="sm" size={height} aria-label={alt} color="blue">
        {(name ?? tenantKey).slice(0, 2).toUpperCase()}
      </Avatar>
    );
  }
  return (
    <img
      src={`/images?tenant=${encodeURIComponent(tenantKey)}&type=logo`}
      alt={alt}
      height={height}
      style={{ maxWidth: height * 3, objectFit: 'contain' }}
      onError={() => setFailed(true)}
      data-testid="tenant-logo"
    />
  );
}
