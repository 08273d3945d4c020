import { PinLookup, PinParam, unknownPinMessage } from '@haat/shared/addresses/pin'
import type { App } from '../../app-type'
import { AppError } from '../../lib/app-error'
import { lookUpPin } from './pin-directory'

/** GET /api/pincodes/:pin: the district(s) and state(s) of a PIN code, for address forms to fill in. */
export function pincodesRoutes(app: App) {
  app.get(
    '/api/pincodes/:pin',
    {
      schema: {
        summary: "Look up a PIN code's district and state",
        tags: ['Pincodes'],
        params: PinParam,
        response: { 200: PinLookup },
      },
    },
    async (req, reply) => {
      const places = lookUpPin(req.params.pin)
      if (!places) throw new AppError('NOT_FOUND', unknownPinMessage(req.params.pin))
      // The directory changes with a release only: a day in the browser, a week on a CDN.
      void reply.header('cache-control', 'public, max-age=86400, s-maxage=604800')
      return { pin: req.params.pin, places }
    },
  )
}
