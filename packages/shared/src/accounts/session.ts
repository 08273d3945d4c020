import { z } from 'zod'
import { LOCALES } from '../i18n'

/** Who is signed in, as the server sees it (GET /api/session). Each role's session is independent. */
export const SessionInfo = z.object({
  // The language each account reads Haat in: the app follows it after a sign-in.
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), locale: z.enum(LOCALES) }).nullable(),
  vendor: z
    .object({
      id: z.string(),
      businessName: z.string(),
      ownerName: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      locale: z.enum(LOCALES),
    })
    .nullable(),
  admin: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
})
export type SessionInfo = z.infer<typeof SessionInfo>

/** PUT /api/locale: the language chosen with the switcher, for this browser and the signed-in accounts. */
export const ChooseLocaleBody = z.object({ locale: z.enum(LOCALES, /*i18n*/ 'Choose English or Hindi.') })
export type ChooseLocaleBody = z.infer<typeof ChooseLocaleBody>
