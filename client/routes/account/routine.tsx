import { SavedRoutinePage } from '../../features/quiz/components/SavedRoutinePage';
import { routineProductsQuery, savedRoutineQuery } from '../../features/quiz/routine-query';
import type { ScreenModule } from '../types';

// /account/routine: "My routine" (client/features/quiz/). The auth guard has signed the customer in.

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
  Component: SavedRoutinePage,
};

export default accountRoutineScreen;
