import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../../../shared/contract/api-client';
import type { PublicConfig } from '../../../shared/public-config';

export type { PublicConfig };

interface AppContextValue {
  config: PublicConfig;
  api: ApiClient;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useApp(): AppContextValue {
  const ctx = useContext(AppContext);
  if (!ctx) throw new Error('useApp outside AppProvider');
  return ctx;
}
