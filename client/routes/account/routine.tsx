import type { ReactNode } from 'react';
import { AccountShell } from '../../features/account/components/AccountShell';
import { SavedRoutinePage, savedRoutineBodyPart } from '../../features/quiz/components/SavedRoutinePage';
import { routineQuery, savedRoutineQuery } from '../../features/quiz/routine-query';
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
      const saved = await queryClient.ensureQueryData(savedRoutineQuery(api));
      // The routine is worked out afresh from the saved answers and today's catalogue.
      if (saved)
        await Promise.all([queryClient.ensureQueryData(routineQuery(api, saved.answers)), savedRoutineBodyPart.load()]);
      return null;
    },
  meta: () => ({ title: 'My routine' }),
  Component: () => <SavedRoutinePage Shell={Shell} />,
};

export default accountRoutineScreen;
