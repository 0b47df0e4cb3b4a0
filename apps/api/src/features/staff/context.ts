import type { JobRunner } from '../../jobs';
import type { OrdersDeps } from '../orders';
import type { Ctx } from './board';
import type { StaffMember } from './scope';

/** What a staff call works with: the signed-in member, the brand, the orders' dependencies. */
export const staffContext =
  (deps: OrdersDeps, jobs: JobRunner) =>
  (request: { staff: StaffMember; brand: { brandId: string } }): Ctx => ({
    deps,
    staff: request.staff,
    brandId: request.brand.brandId,
    jobs,
  });

export type StaffContext = ReturnType<typeof staffContext>;
