// The admin module (dashboard, shop settings, the admin profile): the shop settings checkout and
// auto-forwarding read.
export type { ShopSettingsService } from './shop-settings.service'
