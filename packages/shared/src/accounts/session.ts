import { z } from 'zod'

/** Who is signed in, as the server sees it (GET /api/session). Each role's session is independent. */
export const SessionInfo = z.object({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  vendor: z
    .object({
      id: z.string(),
      businessName: z.string(),
      ownerName: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
    })
    .nullable(),
  admin: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
})
export type SessionInfo = z.infer<typeof SessionInfo>
