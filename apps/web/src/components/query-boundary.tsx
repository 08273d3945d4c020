import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { errorMessage } from '../lib/api-error-message'
import { Button } from './ui/button'
import { Spinner } from './ui/spinner'
import { StatusPanel } from './ui/status-panel'

/** What a boundary needs of a TanStack Query result. */
interface QueryState<T> {
  isPending: boolean
  isError: boolean
  error: unknown
  data: T | undefined
  refetch: () => unknown
}

interface FallbackProps {
  query: QueryState<unknown>
  /** The spinner's visible label, e.g. "Loading orders…". */
  loading: string
  /** The error panel's heading, e.g. "Could not load your orders". */
  errorTitle: string
  /** The spinner's box; a centred band by default. */
  className?: string
}

/** A query's loading spinner, or its error with a retry; nothing once it has data. */
export function QueryFallback({ query, loading, errorTitle, className = 'justify-center py-16' }: FallbackProps) {
  if (query.isPending) return <Spinner label={loading} showLabel className={className} />
  if (query.isError) return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
  return null
}

/** A load that failed: what failed, the server's reason (or a network hint), and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  isRetrying = false,
  as,
}: {
  title: string
  /** The failure; its server message is shown when there is one. */
  error?: unknown
  onRetry: () => void
  /** While the retry runs, the button says so and waits. */
  isRetrying?: boolean
  /** The heading's level; h2 by default, h1 where the panel is the whole page. */
  as?: 'h1' | 'h2' | 'h3'
}) {
  const { t, i18n } = useLingui()
  const retry = (
    <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
      {isRetrying ? t`Trying again…` : t`Try again`}
    </Button>
  )
  return (
    <StatusPanel as={as} tone="error" title={title} action={retry}>
      <p>{errorMessage(error, msg`Please check your connection and try again.`, i18n)}</p>
    </StatusPanel>
  )
}

/**
 * Loading, error with retry, and empty states around what a query loaded: `children` runs only
 * with data, `empty` shows when `isEmpty(data)`.
 */
export function QueryBoundary<T>({
  query,
  isEmpty,
  empty,
  children,
  ...fallback
}: Omit<FallbackProps, 'query'> & {
  query: QueryState<T>
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}) {
  if (query.isPending || query.isError || query.data === undefined) return <QueryFallback query={query} {...fallback} />
  if (isEmpty?.(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}
