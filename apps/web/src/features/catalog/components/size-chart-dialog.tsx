import { Trans, useLingui } from '@lingui/react/macro'
import type { SizeChartView } from '@haat/shared/catalog/size-chart'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { ResponsiveImage } from '../../../components/ui/responsive-image'

/**
 * The seller's size chart in a dialog: the table with each size a row (the chosen size marked), or
 * the photo of their chart. Loaded only when a shopper opens it (size-chart-button.tsx).
 */
export default function SizeChartDialog({
  chart,
  productName,
  chosenSize,
  onClose,
}: {
  chart: SizeChartView
  productName: string
  chosenSize: string | null
  onClose: () => void
}) {
  const { t } = useLingui()
  const unit = chart.kind === 'table' ? (chart.unit === 'cm' ? t`cm` : t`in`) : ''
  return (
    <Dialog
      open
      title={t`Size chart`}
      description={productName}
      onClose={onClose}
      closeLabel={t`Close size chart`}
      footer={
        <Button type="button" variant="secondary" onClick={onClose} data-autofocus="">
          <Trans>Close</Trans>
        </Button>
      }
    >
      {chart.kind === 'table' ? (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <caption className="mb-2 text-left text-stone-600">
              {chart.unit === 'cm' ? (
                <Trans>Body measurements in centimetres.</Trans>
              ) : (
                <Trans>Body measurements in inches.</Trans>
              )}
            </caption>
            <thead>
              <tr className="text-left text-stone-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  <Trans>Size</Trans>
                </th>
                {chart.columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-medium">
                    {column} ({unit})
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row) => (
                <tr
                  key={row.size}
                  aria-current={row.size === chosenSize ? 'true' : undefined}
                  className="border-t border-stone-100 aria-[current]:bg-brand-50"
                >
                  <th scope="row" className="py-2 pr-4 text-left font-semibold text-stone-900">
                    {row.size}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={chart.columns[i] ?? i} className="py-2 pr-4 text-stone-800">
                      {value || '–'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ResponsiveImage
          image={chart.image}
          alt={t`Size chart of ${productName}`}
          displayWidth={640}
          sizes="(min-width: 40rem) 36rem, 92vw"
          loading="eager"
          className="h-auto w-full"
        />
      )}
    </Dialog>
  )
}
