import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** `/console-config.json` (QR code bases, the map's tile server and centre …), read once per visit. */
export const consoleConfigQuery = { queryKey: ['console-config'], queryFn: () => api.config(), staleTime: Infinity } as const;

/** The console config's whole query, for the parts that wait for it (a map's first view needs its centre). */
export const useConsoleConfigQuery = () => useQuery(consoleConfigQuery);

/** The console config, undefined until read. */
export const useConsoleConfig = () => useConsoleConfigQuery().data;
