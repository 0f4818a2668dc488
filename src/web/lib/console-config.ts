import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** `/console-config.json` (QR code bases, the map's tile server …), read once per visit; undefined until read. */
export function useConsoleConfig() {
  return useQuery({ queryKey: ['console-config'], queryFn: () => api.config(), staleTime: Infinity }).data;
}
