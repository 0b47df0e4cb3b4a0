import type { ReactNode } from 'react';
import { checkStaffRight, type StaffAction } from '@spesa/domain';
import { Alert, Skeleton } from '../../../ui';
import { useStaffMe } from '../api/staff';

/**
 * A manager's page: a picker who opens its address reads the refusal the
 * server would give (the one rights table), and the page asks nothing.
 */
export function ManagerOnly({ action, children }: { action: StaffAction; children: ReactNode }) {
  const me = useStaffMe();
  if (me.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (me.isError)
    return (
      <Alert variant="error" role="alert">
        {me.error.message}
      </Alert>
    );
  const right = checkStaffRight(me.data.role, action);
  if (!right.ok)
    return (
      <Alert variant="warning" role="alert">
        {right.message}
      </Alert>
    );
  return children;
}
