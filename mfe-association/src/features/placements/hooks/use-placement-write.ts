import { useCallback } from 'react';
import type { Placement } from '@petfoster/contracts';
import { notify, useQueryClient } from '@petfoster/platform';
import { allPlacementsQueryKey, placementQueryKey, useFormWrite } from '@petfoster/platform/screens';

/**
 * The submit of a placement form: the write, the placement it answers shown at once, every placement list refreshed
 * (the filters and the dashboard's counts), the success said; a refusal is said in the form (useFormWrite).
 */
export function usePlacementWrite() {
  const submit = useFormWrite();
  const queryClient = useQueryClient();
  return useCallback(
    (task: () => Promise<Placement>, { failure, success }: { failure: string; success: string }) =>
      submit(task, {
        failure,
        toastRefusal: false,
        invalidates: [allPlacementsQueryKey],
        onSuccess: (placement) => {
          queryClient.setQueryData(placementQueryKey(placement.id), placement);
          notify.success(success);
        },
      }),
    [submit, queryClient],
  );
}
