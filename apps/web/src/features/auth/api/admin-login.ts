import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { api } from '../../../lib/api-client'
import { markSignedIn } from './session-cache'

export interface AdminLoginBody {
  email: string
  password: string
}

/** POST /api/auth/admin/login: the server checks the admin account (DECISIONS.md 3). */
export function loginAdmin(body: AdminLoginBody): Promise<{ admin: NonNullable<SessionInfo['admin']> }> {
  return api.post('/api/auth/admin/login', body)
}

export function useAdminLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: ({ admin }) =>
      markSignedIn(queryClient, { admin: { id: admin.id, name: admin.name, email: admin.email } }),
  })
}
