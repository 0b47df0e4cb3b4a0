import type { FastifyRequest } from 'fastify';
import { checkStaffRight, type StaffAction, STAFF_MESSAGES, ERROR_MESSAGES } from '@spesa/domain';
import { AppError } from '../../http/app-error';
import type { StaffRole } from './saml';

export interface StaffMember {
  userId: number;
  /** What the status history records as the actor. */
  name: string;
  role: StaffRole;
  storeId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member signed in by SAML, for the routes of the staff scope (requireStaff). */
    readonly staff: StaffMember;
  }
}

/**
 * The one auth hook of the staff calls: a session opened by single sign-on
 * (sso_user, with a staff role). A shopper's session, even a valid one, is
 * refused; an account made by SSO has no local password, so a password login
 * never reaches here.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const user = request.session?.user;
  if (!user) throw new AppError('unauthenticated', 'auth.required', ERROR_MESSAGES.loginRequired);
  if (!user.ssoUser || !user.staffRole)
    throw new AppError('forbidden', 'staff.required', STAFF_MESSAGES.staffOnly);
}

export function staffOf(request: FastifyRequest): StaffMember {
  const user = request.session?.user;
  if (!user?.ssoUser || !user.staffRole)
    throw new AppError('forbidden', 'staff.required', STAFF_MESSAGES.staffOnly);
  return {
    userId: user.userId,
    name: `${user.firstName} ${user.lastName}`.trim(),
    role: user.staffRole,
    storeId: user.referenceStoreId,
  };
}

/**
 * The role's right to an action (the domain's one table, issue 32): a picker
 * asking for a manager's action is refused with 403 and the Italian reason,
 * before the order is even looked up.
 */
export function requireRight(staff: StaffMember, action: StaffAction): void {
  const check = checkStaffRight(staff.role, action);
  if (!check.ok) throw new AppError('forbidden', check.code, check.message);
}
