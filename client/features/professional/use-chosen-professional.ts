import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { Location } from '../../../shared/contract/models';
import { useApp } from '../../lib/app/app-context';
import { userQuery } from '../../lib/session/user-query';
import { chooseProfessional } from './choose-professional';
import {
  parseProfessional,
  storedProfessionalSnapshot,
  subscribeStoredProfessional,
} from './chosen-professional-store';

export const CHOOSE_FAILED_MESSAGE = 'We could not save your professional. Please try again.';

const serverSnapshot = () => null;

/** The chosen professional: the account's when signed in, else this browser's. */
export function useChosenProfessional(): { chosen: Location | null; signedIn: boolean } {
  const { api } = useApp();
  const { data: user } = useQuery({ ...userQuery(api), enabled: false });
  const local = useSyncExternalStore(subscribeStoredProfessional, storedProfessionalSnapshot, serverSnapshot);
  const fromAccount = useMemo(() => parseProfessional(user?.professional?.value), [user]);
  return { chosen: fromAccount ?? local, signedIn: Boolean(user) };
}

/** The action that changes the choice, with its pending and failure state. */
export function useChooseProfessional() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (location: Location) => {
    setPendingId(location.id);
    setError(null);
    try {
      await chooseProfessional(api, queryClient, location);
    } catch {
      setError(CHOOSE_FAILED_MESSAGE);
    } finally {
      setPendingId(null);
    }
  };
  return { choose, pendingId, error };
}
