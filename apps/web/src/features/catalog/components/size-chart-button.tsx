import { lazy, Suspense, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { Ruler } from 'lucide-react'
import type { SizeChartView } from '@haat/shared/catalog/size-chart'

// The dialog and its table are fetched on the first tap: most shoppers never open it.
const SizeChartDialog = lazy(() => import('./size-chart-dialog'))

/** "Size chart" beside the size picker, opening the seller's chart. */
export function SizeChartButton({
  chart,
  productName,
  chosenSize,
}: {
  chart: SizeChartView
  productName: string
  chosenSize: string | null
}) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <Ruler aria-hidden="true" className="size-4" />
        <Trans>Size chart</Trans>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <SizeChartDialog
            chart={chart}
            productName={productName}
            chosenSize={chosenSize}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
