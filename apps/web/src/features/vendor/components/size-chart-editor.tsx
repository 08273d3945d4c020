import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ImageSet } from '@haat/shared/catalog/product'
import type { ManagedProductDetail } from '@haat/shared/catalog/product-input'
import { MAX_SIZE_CHART_COLUMNS, type SizeChartInput, type SizeChartUnit } from '@haat/shared/catalog/size-chart'
import { Button } from '../../../components/ui/button'
import { controlClasses } from '../../../components/ui/field-classes'
import { FormAlert } from '../../../components/ui/form-alert'
import { ImageUploader } from '../../../components/ui/image-uploader'
import { SelectField } from '../../../components/ui/select-field'
import { TagInput } from '../../../components/ui/tag-input'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { toast } from '../../../lib/toast'
import { useSetSizeChart } from '../api/update-product'

type Mode = 'none' | 'table' | 'image'

interface ChartState {
  mode: Mode
  unit: SizeChartUnit
  columns: string[]
  /** Each size's measurements, by size, in the order of `columns`. */
  values: Record<string, string[]>
  /** Sizes of the table when the product itself has none ("Free size"). */
  sizes: string[]
  image: ImageSet[]
}

function stateOf(product: ManagedProductDetail): ChartState {
  const chart = product.sizeChart
  const table = chart?.kind === 'table' ? chart : null
  return {
    mode: chart ? chart.kind : 'none',
    unit: table?.unit ?? 'in',
    columns: table?.columns ?? [],
    values: Object.fromEntries((table?.rows ?? []).map((row) => [row.size, row.values])),
    sizes: product.sizes.length === 0 ? (table?.rows.map((row) => row.size) ?? []) : [],
    image: chart?.kind === 'image' ? [chart.image] : [],
  }
}

/**
 * The product's size chart (issue 44), saved on its own beside the variant grid: a table of
 * measurements for each of its sizes, or a photo of the seller's own chart. A size left blank is
 * left out of the table; the server checks the rest (PUT /api/vendor/products/{id}/size-chart).
 */
export function SizeChartEditor({ product, vendorId }: { product: ManagedProductDetail; vendorId: string }) {
  const { t, i18n } = useLingui()
  const [state, setState] = useState<ChartState>(() => stateOf(product))
  const [failure, setFailure] = useState<string | null>(null)
  const [isUploading, setUploading] = useState(false)
  const save = useSetSizeChart(vendorId)
  const sizes = product.sizes.length > 0 ? product.sizes : state.sizes
  const unitName = state.unit === 'cm' ? t`cm` : t`in`
  const cellOf = (size: string, column: number) => state.values[size]?.[column] ?? ''
  const setCell = (size: string, column: number, value: string) =>
    setState((s) => {
      const row = s.columns.map((_, i) => (i === column ? value : (s.values[size]?.[i] ?? '')))
      return { ...s, values: { ...s.values, [size]: row } }
    })

  /** The chart to send, or a message for what is missing. */
  function chartToSend(): SizeChartInput | null | string {
    if (state.mode === 'none') return null
    if (state.mode === 'image') {
      const [photo] = state.image
      return photo ? { kind: 'image', imageId: photo.id } : t`Upload a photo of your size chart.`
    }
    if (state.columns.length === 0) return t`Add at least one measurement, such as Chest.`
    const rows = sizes
      .map((size) => ({ size, values: state.columns.map((_, i) => cellOf(size, i).trim()) }))
      .filter((row) => row.values.some(Boolean))
    if (rows.length === 0) return t`Fill in the measurements of at least one size.`
    return { kind: 'table', unit: state.unit, columns: state.columns, rows }
  }

  async function submit() {
    setFailure(null)
    const sizeChart = chartToSend()
    if (typeof sizeChart === 'string') {
      setFailure(sizeChart)
      return
    }
    try {
      const saved = await save.mutateAsync({ id: product.id, body: { sizeChart } })
      setState(stateOf(saved))
      toast.success(sizeChart ? t`Size chart saved` : t`Size chart removed`)
    } catch (error) {
      const details = isApiError(error) ? (error.details ?? []).map((d) => d.message) : []
      setFailure([errorMessage(error, msg`Please try again.`, i18n), ...details].join(' '))
    }
  }

  return (
    <section aria-labelledby="size-chart-heading" id="size-chart" className="space-y-4">
      <div>
        <h2 id="size-chart-heading" className="text-lg font-semibold text-stone-900">
          <Trans>Size chart</Trans>
        </h2>
        <p className="text-sm text-stone-600">
          <Trans>Shoppers open it beside the size picker. Fewer returns for size or fit.</Trans>
        </p>
      </div>

      <SelectField
        label={t`Size chart`}
        value={state.mode}
        options={[
          { value: 'none', label: t`None` },
          { value: 'table', label: t`A table of measurements` },
          { value: 'image', label: t`A photo of my size chart` },
        ]}
        onChange={(e) => setState((s) => ({ ...s, mode: e.target.value as Mode }))}
      />

      {state.mode === 'table' ? (
        <div className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
            <TagInput
              label={t`Measurements`}
              itemName={t`measurement`}
              value={state.columns}
              max={MAX_SIZE_CHART_COLUMNS}
              maxLength={30}
              onChange={(columns) => setState((s) => ({ ...s, columns }))}
              hint={t`Such as Chest, Waist, Length. Press Enter or Add after each.`}
            />
            <SelectField
              label={t`Unit`}
              value={state.unit}
              options={[
                { value: 'in', label: t`Inches` },
                { value: 'cm', label: t`Centimetres` },
              ]}
              onChange={(e) => setState((s) => ({ ...s, unit: e.target.value as SizeChartUnit }))}
            />
          </div>
          {product.sizes.length === 0 ? (
            <TagInput
              label={t`Sizes in the chart`}
              itemName={t`size`}
              value={state.sizes}
              max={20}
              onChange={(next) => setState((s) => ({ ...s, sizes: next }))}
              hint={t`This product has no sizes: name the ones the chart lists, such as Free size.`}
            />
          ) : null}
          {state.columns.length > 0 && sizes.length > 0 ? (
            <div className="overflow-x-auto">
              <table className="min-w-full text-sm">
                <thead>
                  <tr className="text-left text-stone-600">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Size</Trans>
                    </th>
                    {state.columns.map((column) => (
                      <th key={column} scope="col" className="py-2 pr-3 font-medium">
                        {column} ({unitName})
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {sizes.map((size) => (
                    <tr key={size} className="border-t border-stone-100">
                      <th scope="row" className="py-2 pr-3 text-left font-medium text-stone-900">
                        {size}
                      </th>
                      {state.columns.map((column, i) => (
                        <td key={column} className="py-2 pr-3">
                          <input
                            aria-label={t`${column} of ${size} (${unitName})`}
                            value={cellOf(size, i)}
                            maxLength={20}
                            onChange={(e) => setCell(size, i, e.target.value)}
                            className={`${controlClasses} w-24`}
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ) : null}

      {state.mode === 'image' ? (
        <ImageUploader
          label={t`Photo of your size chart`}
          value={state.image}
          onChange={(image) => setState((s) => ({ ...s, image }))}
          max={1}
          onUploadingChange={setUploading}
          hint={t`A clear photo or screenshot of the chart, up to 5 MB.`}
        />
      ) : null}

      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <Button type="button" onClick={() => void submit()} disabled={save.isPending || isUploading}>
        {save.isPending ? t`Saving...` : t`Save size chart`}
      </Button>
    </section>
  )
}
