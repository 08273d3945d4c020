import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { LoginBody } from '@haat/shared/accounts/customer'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { useAdminLogin } from '../api/admin-login'
import { AuthCard } from '../components/auth-card'
import { TextLink } from '../components/text-link'

const AdminLoginForm = LoginBody.pick({ email: true, password: true })

/** /admin/login: e-mail and password, checked by the server (DECISIONS.md 3). */
export function AdminLoginPage() {
  const navigate = useNavigate()
  const login = useAdminLogin()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(AdminLoginForm), defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await login.mutateAsync(values)
    } catch (error) {
      setFormError(
        isApiError(error) && error.code === 'INVALID_CREDENTIALS'
          ? 'Invalid credentials.'
          : errorMessage(error, 'Login failed. Please try again.'),
      )
      return
    }
    await navigate('/admin', { replace: true })
  })

  return (
    <AuthCard
      title="Admin Login"
      description="For Haat administrators."
      footer={<TextLink to="/">Back to the shop</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  )
}
