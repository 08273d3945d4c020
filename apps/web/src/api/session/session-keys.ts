/** Query keys of GET /api/session: sign-in and sign-out write and invalidate this one entry. */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
}
