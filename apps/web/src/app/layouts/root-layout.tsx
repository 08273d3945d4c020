import { useEffect } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { cn } from '../../lib/cn'
import { ScrollToTop } from './scroll-to-top'
import { useAccountLocale } from './use-account-locale'

/** Wraps every area: scroll-to-top, a slim progress bar while a route's code loads, the account's language. */
export function RootLayout() {
  const navigation = useNavigation()
  const isNavigating = navigation.state !== 'idle'
  useAccountLocale()
  // The app is live: a server-rendered page now answers clicks (the journeys wait for this mark).
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])

  return (
    <>
      <ScrollToTop />
      <div
        aria-hidden="true"
        className={cn(
          'fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand-600 transition-transform motion-reduce:transition-none',
          isNavigating ? 'scale-x-75 duration-500' : 'scale-x-0 duration-0',
        )}
      />
      <Outlet />
    </>
  )
}
