import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { DeclarationField } from '@haat/shared/catalog/declarations'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { useCategories } from '../../../api/categories/get-categories'
import { requiredDeclarationsFor, type ProductFormValues } from '../lib/product-form'

/** "(required)" after a label the chosen category (or the country of origin) makes required. */
function Label({ text, required }: { text: string; required: boolean }): ReactNode {
  if (!required) return text
  return (
    <>
      {text}{' '}
      <span className="font-normal text-red-700">
        <Trans>(required)</Trans>
      </span>
    </>
  )
}

/**
 * What the law asks a listing to declare (Legal Metrology (Packaged Commodities) Rules 2011, rule 6;
 * docs/decisions/045-listing-declarations.md). The ones the chosen category requires, and the
 * importer for goods made outside India, are marked; the server refuses the product without them
 * and its errors show beside each box.
 */
export function DeclarationsFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { register, control, formState } = form
  const { t } = useLingui()
  const categories = useCategories()
  const [categoryId, countryOfOrigin] = useWatch({ control, name: ['categoryId', 'countryOfOrigin'] })
  const categoryRequires = categories.data?.find((category) => category.id === categoryId)?.requiredDeclarations ?? []
  const required = requiredDeclarationsFor(categoryRequires, countryOfOrigin ?? '')
  const is = (field: DeclarationField | 'importer') => required.has(field)
  const errors = formState.errors.declarations

  const units = [
    { value: 'g', label: t`grams (g)` },
    { value: 'kg', label: t`kilograms (kg)` },
    { value: 'ml', label: t`millilitres (ml)` },
    { value: 'l', label: t`litres (l)` },
    { value: 'cm', label: t`centimetres (cm)` },
    { value: 'm', label: t`metres (m)` },
    { value: 'unit', label: t`pieces` },
  ]
  const party = (name: 'manufacturer' | 'packer' | 'importer', nameLabel: string, addressLabel: string) => (
    <>
      <TextField
        label={<Label text={nameLabel} required={is(name)} />}
        maxLength={150}
        aria-required={is(name) || undefined}
        error={errors?.[`${name}Name`]?.message}
        {...register(`declarations.${name}Name`)}
      />
      <TextField
        label={<Label text={addressLabel} required={is(name)} />}
        maxLength={300}
        aria-required={is(name) || undefined}
        error={errors?.[`${name}Address`]?.message}
        {...register(`declarations.${name}Address`)}
      />
    </>
  )

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-base font-semibold text-stone-900">
        <Trans>Declarations</Trans>
      </legend>
      <p className="text-sm text-stone-600 sm:col-span-2">
        <Trans>
          What the pack declares, as the law asks of listings. The marked ones are required in this category.
        </Trans>
      </p>
      <TextField
        label={<Label text={t`Net quantity`} required={is('netQuantity')} />}
        inputMode="decimal"
        placeholder="250"
        aria-required={is('netQuantity') || undefined}
        hint={t`The unit sale price (per g, kg, ml, l, m or piece) is worked out from it.`}
        error={errors?.netQuantity?.message}
        {...register('declarations.netQuantity')}
      />
      <SelectField
        label={t`Unit`}
        options={units}
        error={errors?.netQuantityUnit?.message}
        {...register('declarations.netQuantityUnit')}
      />
      {party('manufacturer', t`Manufacturer's name`, t`Manufacturer's address`)}
      {party('packer', t`Packer's name`, t`Packer's address`)}
      {party('importer', t`Importer's name`, t`Importer's address`)}
      <TextField
        label={<Label text={t`Best before or expiry`} required={is('bestBefore')} />}
        maxLength={200}
        placeholder={t`Best before 6 months from packing`}
        aria-required={is('bestBefore') || undefined}
        hint={t`The date itself is printed on the pack.`}
        error={errors?.bestBefore?.message}
        {...register('declarations.bestBefore')}
      />
      <TextField
        label={<Label text={t`Consumer care details`} required={is('consumerCare')} />}
        maxLength={300}
        placeholder={t`Phone, e-mail or address for complaints`}
        aria-required={is('consumerCare') || undefined}
        error={errors?.consumerCare?.message}
        {...register('declarations.consumerCare')}
      />
      <TextField
        label={<Label text={t`Warranty`} required={is('warranty')} />}
        maxLength={300}
        placeholder={t`1 year manufacturer warranty`}
        aria-required={is('warranty') || undefined}
        error={errors?.warranty?.message}
        {...register('declarations.warranty')}
      />
      <TextField
        label={<Label text={t`Guarantee`} required={is('guarantee')} />}
        maxLength={300}
        aria-required={is('guarantee') || undefined}
        error={errors?.guarantee?.message}
        {...register('declarations.guarantee')}
      />
    </fieldset>
  )
}
