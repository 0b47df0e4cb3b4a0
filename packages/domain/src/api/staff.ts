import { z } from 'zod';

/** GET /ebsn/api/staff/me: the staff member signed in by SAML single sign-on (issue 16). */
export const StaffMeSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  role: z.enum(['picker', 'manager']),
  storeId: z.number().int().nullable(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;
