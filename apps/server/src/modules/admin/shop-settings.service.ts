import { DEFAULT_SHOP_SETTINGS, ShopSettings } from '@haat/shared/admin/settings'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { recordAudit } from '../audit'
import { readSettings, writeSetting } from './shop-settings.repository'

const KEYS = Object.keys(DEFAULT_SHOP_SETTINGS) as (keyof ShopSettings)[]

/** Shop-wide switches, stored one row per key in `settings`; an unset key has its default. */
export function shopSettingsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function get(): Promise<ShopSettings> {
    const stored = await readSettings(db, KEYS)
    // Each key as stored when it is still valid, else its default (a key added later, say).
    const entries = KEYS.map((key) => {
      const parsed = ShopSettings.shape[key].safeParse(stored.get(key))
      return [key, parsed.success ? parsed.data : DEFAULT_SHOP_SETTINGS[key]]
    })
    return Object.fromEntries(entries) as ShopSettings
  }

  return {
    get,

    /** Saves the switches that changed, each recorded in the audit log with its old and new value. */
    async update(adminId: string, next: ShopSettings): Promise<ShopSettings> {
      const current = await get()
      const changed = KEYS.filter((key) => current[key] !== next[key])
      if (changed.length === 0) return current
      const now = clock.now()
      await db.transaction(async (tx) => {
        for (const key of changed) await writeSetting(tx, key, next[key], now)
        await recordAudit(tx, {
          actor: { kind: 'admin', id: adminId },
          action: 'settings.update',
          entity: 'settings',
          entityId: null,
          details: Object.fromEntries(changed.map((key) => [key, { from: current[key], to: next[key] }])),
        })
      })
      return get()
    },
  }
}

export type ShopSettingsService = ReturnType<typeof shopSettingsService>
