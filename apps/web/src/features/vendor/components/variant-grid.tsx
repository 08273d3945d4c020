import { useEffect, useId, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ManagedProductDetail } from '@haat/shared/catalog/product-input'
import { MAX_OPTIONS, OPTION_KINDS, type OptionKind } from '@haat/shared/catalog/variant-input'
import { Button } from '../../../components/ui/button'
import { controlClasses, errorTextClasses } from '../../../components/ui/field-classes'
import { FormAlert } from '../../../components/ui/form-alert'
import { LineThumbnail } from '../../../components/ui/line-thumbnail'
import { TagInput } from '../../../components/ui/tag-input'
import { TextField } from '../../../components/ui/text-field'
import { SelectField } from '../../../components/ui/select-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { cn } from '../../../lib/cn'
import { toast } from '../../../lib/toast'
import { useSetProductVariants } from '../api/update-product'
import {
  type CellField,
  type GridCell,
  type GridOption,
  type GridState,
  cellOf,
  cellPlace,
  combinations,
  fillAll,
  gridBody,
  gridFromProduct,
  keyOf,
  placeOf,
} from '../lib/variant-grid'

/**
 * The seller's variant grid (docs/decisions/044-variants.md): up to three options (Size, Colour, Pack
 * of…) and a row for each combination with its SKU, price, MRP, stock, weight and an "On offer"
 * switch; bulk boxes fill every row. Saved on its own, beside the product form.
 */
export function VariantGrid({ product, vendorId }: { product: ManagedProductDetail; vendorId: string }) {
  const { t, i18n } = useLingui()
  const [state, setState] = useState<GridState>(() => gridFromProduct(product))
  const [bulk, setBulk] = useState({ price: '', mrp: '', stock: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const save = useSetProductVariants(vendorId)
  const rows = combinations(state.options)
  // A product just created with sizes or colours opens here (/vendor/products/edit/…#variants).
  useEffect(() => {
    if (window.location.hash === '#variants') document.getElementById('variants')?.scrollIntoView()
  }, [])
  const productName = product.name

  const kindLabels: Record<OptionKind, string> = { size: t`Size`, colour: t`Colour`, other: t`Other` }
  // One option of each kind (a size, a colour and one of the seller's own, such as Pack of): the
  // product page offers a picker for each kind, and the server refuses a second of one.
  const missingKind = OPTION_KINDS.find((kind) => !state.options.some((o) => o.kind === kind))
  const setOption = (index: number, next: Partial<GridOption>) =>
    setState((s) => ({ ...s, options: s.options.map((o, i) => (i === index ? { ...o, ...next } : o)) }))
  const colours = state.options.find((o) => o.kind === 'colour')?.values ?? []
  const setPhotoColour = (imageId: string, colour: string) =>
    setState((s) => {
      const photoColors = { ...s.photoColors }
      if (colour) photoColors[imageId] = colour
      else delete photoColors[imageId]
      return { ...s, photoColors }
    })
  const setCell = (values: string[], next: Partial<GridCell>) =>
    setState((s) => ({ ...s, cells: { ...s.cells, [keyOf(values)]: { ...cellOf(s, values), ...next } } }))

  async function submit() {
    setFailure(null)
    const built = gridBody(state, {
      price: t`Enter the price in rupees, e.g. 499.50.`,
      mrp: t`Enter the MRP in rupees, or leave it empty.`,
      stock: t`Enter a whole number, or leave it empty if you do not count.`,
      weight: t`Enter the weight in whole grams, or leave it empty.`,
    })
    if ('errors' in built) {
      setErrors(built.errors)
      setFailure(t`Some boxes need a look: each says what is wrong.`)
      return
    }
    setErrors({})
    try {
      const saved = await save.mutateAsync({ id: product.id, grid: built.body })
      setState(gridFromProduct(saved))
      toast.success(t`Variants saved`)
    } catch (error) {
      const placed: Record<string, string> = {}
      if (isApiError(error)) for (const d of error.details ?? []) placed[placeOf(d.path, built.sent)] ??= d.message
      setErrors(placed)
      setFailure([errorMessage(error, msg`Please try again.`, i18n), placed.grid].filter(Boolean).join(' '))
    }
  }

  return (
    <section aria-labelledby="variants-heading" id="variants" className="space-y-6">
      <div>
        <h2 id="variants-heading" className="text-lg font-semibold text-stone-900">
          <Trans>Variants</Trans>
        </h2>
        <p className="text-sm text-stone-600">
          <Trans>
            Each combination of options is a variant with its own SKU, price, stock and weight. Switch off the ones you
            do not sell: shoppers see them greyed out.
          </Trans>
        </p>
      </div>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-stone-900">
          <Trans>Options</Trans>
        </legend>
        {state.options.map((option, index) => {
          const number = index + 1
          const optionName = option.name || t`option ${number}`
          return (
            <div
              key={index}
              className="grid gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-[1fr_10rem_auto]"
            >
              <TextField
                label={t`Name of option ${number}`}
                value={option.name}
                maxLength={30}
                error={errors[`option:${index}`]}
                onChange={(e) => setOption(index, { name: e.target.value })}
              />
              <SelectField
                label={t`Kind of option ${number}`}
                value={option.kind}
                options={OPTION_KINDS.map((kind) => ({
                  value: kind,
                  label: kindLabels[kind],
                }))}
                onChange={(e) => setOption(index, { kind: e.target.value as OptionKind })}
              />
              <Button
                type="button"
                variant="secondary"
                className="self-end"
                onClick={() => setState((s) => ({ ...s, options: s.options.filter((_, i) => i !== index) }))}
              >
                <Trans>Remove {optionName}</Trans>
              </Button>
              <div className="sm:col-span-3">
                <TagInput
                  label={t`Values of ${optionName}`}
                  itemName={t`value`}
                  value={option.values}
                  max={20}
                  maxLength={40}
                  onChange={(values) => setOption(index, { values })}
                  hint={t`Press Enter or Add after each value.`}
                />
              </div>
            </div>
          )
        })}
        {state.options.length < MAX_OPTIONS && missingKind ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              setState((s) => ({
                ...s,
                options: [...s.options, { name: '', kind: missingKind ?? 'size', values: [] }],
              }))
            }
          >
            <Trans>Add an option</Trans>
          </Button>
        ) : null}
      </fieldset>

      {colours.length > 0 && product.images.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-base font-semibold text-stone-900">
            <Trans>Photos by colour</Trans>
          </legend>
          <p className="text-sm text-stone-600">
            <Trans>A shopper who picks a colour sees its photos, and the photos of every colour.</Trans>
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {product.images.map((image, index) => {
              const number = index + 1
              return (
                <li key={image.id} className="flex items-end gap-3">
                  <LineThumbnail image={image} />
                  <SelectField
                    className="flex-1"
                    label={t`Colour of photo ${number}`}
                    value={state.photoColors[image.id] ?? ''}
                    options={[{ value: '', label: t`Every colour` }, ...colours]}
                    onChange={(e) => setPhotoColour(image.id, e.target.value)}
                  />
                </li>
              )
            })}
          </ul>
        </fieldset>
      ) : null}

      <fieldset className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
        <legend className="mb-2 text-base font-semibold text-stone-900">
          <Trans>Fill every variant</Trans>
        </legend>
        <TextField
          label={t`Price for all (₹)`}
          inputMode="decimal"
          value={bulk.price}
          onChange={(e) => setBulk({ ...bulk, price: e.target.value })}
        />
        <TextField
          label={t`MRP for all (₹)`}
          inputMode="decimal"
          value={bulk.mrp}
          onChange={(e) => setBulk({ ...bulk, mrp: e.target.value })}
        />
        <TextField
          label={t`Stock for all`}
          inputMode="numeric"
          value={bulk.stock}
          onChange={(e) => setBulk({ ...bulk, stock: e.target.value })}
        />
        <Button
          type="button"
          variant="secondary"
          className="self-end"
          onClick={() => setState((s) => fillAll(s, bulk))}
        >
          <Trans>Apply to all</Trans>
        </Button>
      </fieldset>

      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">
            <Trans>Variants of {productName}</Trans>
          </caption>
          <thead>
            <tr className="text-left text-stone-600">
              <th scope="col" className="py-2 pr-2">
                <Trans>Variant</Trans>
              </th>
              <th scope="col" className="py-2 pr-2">
                <Trans>SKU</Trans>
              </th>
              <th scope="col" className="py-2 pr-2">
                <Trans>Price (₹)</Trans>
              </th>
              <th scope="col" className="py-2 pr-2">
                <Trans>MRP (₹)</Trans>
              </th>
              <th scope="col" className="py-2 pr-2">
                <Trans>Stock</Trans>
              </th>
              <th scope="col" className="py-2 pr-2">
                <Trans>Weight (g)</Trans>
              </th>
              <th scope="col" className="py-2">
                <Trans>On offer</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((values) => {
              const cell = cellOf(state, values)
              const name = values.length ? values.join(', ') : t`The product`
              const rowError = errors[cellPlace(values, 'values')]
              return (
                <tr key={keyOf(values)} className="border-t border-stone-100 align-top">
                  <th scope="row" className="py-2 pr-2 font-medium text-stone-900">
                    {name}
                    {rowError ? <p className={errorTextClasses}>{rowError}</p> : null}
                  </th>
                  <CellInput
                    label={t`SKU of ${name}`}
                    value={cell.sku}
                    placeholder={t`Made by Haat`}
                    error={errors[cellPlace(values, 'sku')]}
                    onChange={(sku) => setCell(values, { sku })}
                  />
                  {(
                    [
                      ['price', t`Price of ${name} (₹)`, 'decimal'],
                      ['mrp', t`MRP of ${name} (₹)`, 'decimal'],
                      ['stock', t`Stock of ${name}`, 'numeric'],
                      ['weight', t`Weight of ${name} (g)`, 'numeric'],
                    ] as const
                  ).map(([field, label, inputMode]) => (
                    <CellInput
                      key={field}
                      label={label}
                      value={cell[field]}
                      inputMode={inputMode}
                      error={errors[cellPlace(values, field as CellField)]}
                      onChange={(value) => setCell(values, { [field]: value })}
                    />
                  ))}
                  <td className="py-2">
                    <input
                      type="checkbox"
                      aria-label={t`${name} on offer`}
                      className="size-5 accent-brand-700"
                      checked={cell.isActive}
                      onChange={(e) => setCell(values, { isActive: e.target.checked })}
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-stone-500">
        <Trans>Leave Stock empty if you do not count it, and SKU empty to have one made for you.</Trans>
      </p>

      {failure ? (
        <FormAlert tone="error">
          <p className="font-semibold">
            <Trans>Failed to save variants</Trans>
          </p>
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <div className="flex justify-end">
        <Button type="button" onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? t`Saving...` : t`Save variants`}
        </Button>
      </div>
    </section>
  )
}

function CellInput({
  label,
  value,
  error,
  onChange,
  placeholder,
  inputMode,
}: {
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
  placeholder?: string
  inputMode?: 'decimal' | 'numeric'
}) {
  const id = useId()
  return (
    <td className="py-2 pr-2">
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(controlClasses, 'min-w-20 px-2 py-1.5')}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={errorTextClasses}>
          {error}
        </p>
      ) : null}
    </td>
  )
}
