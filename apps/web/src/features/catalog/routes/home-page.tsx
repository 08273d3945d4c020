import { lazy, Suspense } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { PageTitle } from '../../../components/page-title'
import { buttonClasses } from '../../../components/ui/button'
import { FeaturedProducts } from '../components/featured-products'
import { HomeCarousel } from '../components/home-carousel'
import { OffersStrip } from '../components/offers'
import { PopularCategories } from '../components/popular-categories'
import { WhyChooseHaat } from '../components/why-choose-haat'
import { HOME_SLIDES } from '../lib/home-slides'
import { useRecentlyViewed } from '../lib/recently-viewed'

// Fetched only for a shopper who has viewed products: a first visit never downloads it.
const RecentlyViewed = lazy(() =>
  import('../components/recently-viewed').then((module) => ({ default: module.RecentlyViewed })),
)

function RecentlyViewedOnHome() {
  const hasViewed = useRecentlyViewed().length > 0
  if (!hasViewed) return null
  return (
    <div className="mx-auto max-w-7xl px-4 pb-10">
      <Suspense fallback={null}>
        <RecentlyViewed count={8} />
      </Suspense>
    </div>
  )
}

export function HomePage() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle />
      {/* A slim intro: the page's heading, then the banner carousel (docs/spec.md §2). */}
      <div className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-4 py-3">
          <h1 className="text-base font-bold text-stone-900 sm:text-lg">
            <Trans>Everything India makes, in one marketplace</Trans>
          </h1>
          <p className="text-sm text-stone-700">
            <Trans>
              Independent sellers across India · Pay online or cash on delivery ·{' '}
              <Link to="/vendor-register" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                Become a Seller
              </Link>
            </Trans>
          </p>
        </div>
      </div>

      <HomeCarousel slides={HOME_SLIDES} label={t`Shop by collection`} />

      <PopularCategories />

      <OffersStrip />

      <RecentlyViewedOnHome />

      <FeaturedProducts />

      <div className="flex justify-center px-4 pb-14">
        <Link to="/products" className={buttonClasses({ size: 'lg' })}>
          <Trans>View All Products</Trans>
        </Link>
      </div>

      <WhyChooseHaat />
    </>
  )
}
