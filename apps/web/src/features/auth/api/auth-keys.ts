/** Query keys of the auth area; mutations that sign in or out invalidate `authKeys.session()`. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  /** GET /api/vendor/me: the signed-in vendor's own record, whatever its approval status. */
  currentVendor: () => [...authKeys.all, 'current-vendor'] as const,
}
