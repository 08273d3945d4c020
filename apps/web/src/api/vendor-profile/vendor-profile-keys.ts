/** Query keys of GET /api/vendor/me, the signed-in seller's own record whatever its approval status. */
export const vendorProfileKeys = {
  all: ['vendor-profile'] as const,
  current: () => [...vendorProfileKeys.all, 'current'] as const,
}
