import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { PageTitle } from './page-title'
import { Button } from './ui/button'

/** The 404 screen (docs/spec.md §2): Return goes back one page, or home when there is nothing to go back to. */
export function NotFoundPage() {
  const navigate = useNavigate()
  const { t } = useLingui()
  const location = useLocation()
  // React Router gives the first location it saw the key "default". Behind it there may still be
  // an earlier page of this tab (the browser's own history), which "back one page" should reach.
  const hasRouterHistory = location.key !== 'default'
  const hasTabHistory = typeof window !== 'undefined' && window.history.length > 1

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <PageTitle title={t`Page not found`} />
      <p aria-hidden="true" className="text-6xl font-extrabold text-brand-500">
        404
      </p>
      <h1 className="text-2xl font-bold text-stone-900">
        <Trans>Oops! The page you&apos;re looking for can&apos;t be found.</Trans>
      </h1>
      <p className="text-stone-600">
        <Trans>It may have moved, or the link may be mistyped.</Trans>
      </p>
      <Button
        onClick={() => {
          if (hasRouterHistory) void navigate(-1)
          else if (hasTabHistory) window.history.back()
          else void navigate('/', { replace: true })
        }}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Return</Trans>
      </Button>
    </div>
  )
}
