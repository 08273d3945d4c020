import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminLoginResponse } from '@haat/shared/accounts/second-factor'
import { api } from '../../../lib/api-client'
import { markSignedIn } from '../../../api/session/session-cache'

interface AdminLoginBody {
  email: string
  password: string
}

/** POST /api/auth/admin/login: the password step; the session opens only after the second factor. */
function loginAdmin(body: AdminLoginBody): Promise<AdminLoginResponse> {
  return api.post('/api/auth/admin/login', body)
}

export function useAdminLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: (result) => {
      if ('admin' in result)
        markSignedIn(queryClient, {
          admin: { id: result.admin.id, name: result.admin.name, email: result.admin.email },
        })
    },
  })
}
