import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordBody } from '@haat/shared/accounts/customer'
import { api } from '../../../lib/api-client'

/** POST /api/account/password: INVALID_CREDENTIALS when the current password is wrong; other sessions end. */
function changePassword(body: ChangePasswordBody): Promise<void> {
  return api.post<void>('/api/account/password', body)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
