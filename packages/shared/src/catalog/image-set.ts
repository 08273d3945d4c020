import { z } from 'zod'

/** One uploaded image in every width the server made (WebP); pages build a srcset from it. */
export const ImageSet = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
})
export type ImageSet = z.infer<typeof ImageSet>
