import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ShopSettings } from '@haat/shared/admin/settings'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** GET /api/admin/settings: the shop-wide switches. */
function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return api.get<ShopSettings>('/api/admin/settings', { signal })
}

const shopSettingsQuery = () =>
  queryOptions({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => getShopSettings(signal) })

export function useShopSettings() {
  return useQuery(shopSettingsQuery())
}

/** PUT /api/admin/settings: every change is written to the audit log. */
function updateShopSettings(body: ShopSettings): Promise<ShopSettings> {
  return api.put<ShopSettings>('/api/admin/settings', body)
}

export function useUpdateShopSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.settings(), settings),
  })
}
