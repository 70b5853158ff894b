import type { ReactNode } from 'react';
import { AccountShell } from '../../features/account/components/AccountShell';
import { SavedRoutinePage } from '../../features/quiz/components/SavedRoutinePage';
import { routineProductsQuery, savedRoutineQuery } from '../../features/quiz/routine-query';
import type { ScreenModule } from '../types';

// /account/routine: "My routine" (client/features/quiz/). The auth guard has signed the customer in.

function Shell({ lead, children }: { lead: string; children: ReactNode }) {
  return (
    <AccountShell title="My routine" lead={lead}>
      {children}
    </AccountShell>
  );
}

const accountRoutineScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async () => {
      await Promise.all([
        queryClient.ensureQueryData(savedRoutineQuery(api)),
        queryClient.ensureQueryData(routineProductsQuery(api)),
      ]);
      return null;
    },
  meta: () => ({ title: 'My routine' }),
  Component: () => <SavedRoutinePage Shell={Shell} />,
};

export default accountRoutineScreen;
