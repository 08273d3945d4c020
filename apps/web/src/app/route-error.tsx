import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { PageTitle } from '../components/page-title'
import { buttonClasses } from '../components/ui/button'

// Rarely shown: its own chunk, as the not-found route's page is.
const NotFoundPage = lazy(() =>
  import('../components/not-found-page').then((module) => ({ default: module.NotFoundPage })),
)

/** The router's errorElement: a render or loading error anywhere below it. */
export function RouteError() {
  const error = useRouteError()
  const { t } = useLingui()

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    )
  }

  console.error(error)
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <PageTitle title={t`Something went wrong`} />
      <h1 className="text-2xl font-bold text-stone-900">
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      <p className="text-stone-600">
        <Trans>Something went wrong on our side. Please try again, or go back to the home page.</Trans>
      </p>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="max-w-full overflow-auto rounded-lg bg-stone-100 p-3 text-left text-xs text-stone-700">
          {error.message}
        </pre>
      ) : null}
      <Link to="/" reloadDocument className={buttonClasses()}>
        <Trans>Go to home page</Trans>
      </Link>
    </div>
  )
}
