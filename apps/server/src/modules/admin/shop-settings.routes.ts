import { ShopSettings } from '@haat/shared/admin/settings'
import type { App } from '../../app-type'
import type { ShopSettingsService } from './shop-settings.service'

const tags = ['Admin']

export function shopSettingsRoutes(app: App, shopSettings: ShopSettingsService) {
  const guard = { onRequest: app.requireAdmin }
  app.get(
    '/api/admin/settings',
    { ...guard, schema: { summary: "The shop's settings", tags, response: { 200: ShopSettings } } },
    async () => shopSettings.get(),
  )
  app.put(
    '/api/admin/settings',
    {
      ...guard,
      schema: { summary: "Change the shop's settings", tags, body: ShopSettings, response: { 200: ShopSettings } },
    },
    async (req) => shopSettings.update(req.adminId, req.body),
  )
}
