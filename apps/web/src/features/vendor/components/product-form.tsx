import { useMemo, useState, type ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Controller, useForm, useWatch, type FieldPath, type Resolver, type UseFormSetError } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { Link } from 'react-router'
import { MAX_PRODUCT_IMAGES } from '@haat/shared/catalog/product-input'
import { slugify } from '@haat/shared/slug'
import { gstRateLabel, gstRatesInForce } from '@haat/shared/tax/gst'
import { Button, buttonClasses } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { ImageUploader } from '../../../components/ui/image-uploader'
import { SelectField } from '../../../components/ui/select-field'
import { TagInput } from '../../../components/ui/tag-input'
import { TextareaField } from '../../../components/ui/textarea-field'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import {
  editProductFormSchema,
  formFieldForServerPath,
  productFormSchema,
  type ProductFormValues,
} from '../lib/product-form'
import { CategoryFields } from './category-fields'
import { DeclarationsFields } from './declarations-fields'
import { SpecificationsField } from './specifications-field'
import { textIn } from '../../../lib/use-translate-text'
import { listError } from '../../../lib/form-errors'

/** The GST rates in force today, for the rate select, in the page's language. */
function gstRateOptions(i18n: I18n) {
  return gstRatesInForce().map((rate) => ({ value: String(rate), label: textIn(i18n, gstRateLabel(rate)) }))
}

interface ProductFormProps {
  mode: 'create' | 'edit'
  defaultValues: ProductFormValues
  submitLabel: string
  /** docs/spec.md §8's alert when saving fails: "Failed to create product" or "Failed to save changes". */
  failureTitle: string
  /** Saves; throws the API error on failure. Gets the values the form started from too. */
  onSubmit: (values: ProductFormValues, initial: ProductFormValues) => Promise<void>
  /** A note under the form. */
  footnote?: ReactNode
  /**
   * The product has several variants: their prices, stock, sizes and colours are set in the variant
   * grid beside the form, not here (one price for all would overwrite each variant's).
   */
  pricedByVariants?: boolean
}

/**
 * The create and edit product form (docs/spec.md §5). Whatever fails keeps what was typed: the server's
 * field errors appear next to their fields, the rest in the alert above the buttons.
 */
export function ProductForm({
  mode,
  defaultValues,
  submitLabel,
  failureTitle,
  onSubmit,
  footnote,
  pricedByVariants = false,
}: ProductFormProps) {
  const [initial] = useState(defaultValues)
  const [failure, setFailure] = useState<string | null>(null)
  const [isUploading, setIsUploading] = useState(false)
  const { t, i18n } = useLingui()
  const schema = useMemo(() => (mode === 'edit' ? editProductFormSchema(i18n) : productFormSchema(i18n)), [mode, i18n])
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(schema) as Resolver<ProductFormValues>,
    defaultValues,
  })
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form
  const name = useWatch({ control, name: 'name' })

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await onSubmit(values, initial)
    } catch (error) {
      const unplaced = placeServerErrors(error, setError)
      setFailure([errorMessage(error, msg`Please try again.`, i18n), ...unplaced].join(' '))
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      <Section title={t`Basic details`}>
        <TextField
          label={t`Product name`}
          maxLength={150}
          error={errors.name?.message}
          className="sm:col-span-2"
          {...register('name')}
        />
        {mode === 'create' ? (
          <TextField
            label={t`Slug`}
            value={slugify(name ?? '')}
            readOnly
            hint={t`Made from the name: the product's web address. If another product has it, a number is added.`}
            className="sm:col-span-2"
          />
        ) : (
          <TextField
            label={t`Slug`}
            maxLength={160}
            hint={t`The product's web address: lowercase letters, digits and hyphens.`}
            error={errors.slug?.message}
            className="sm:col-span-2"
            {...register('slug')}
          />
        )}
        <TextareaField
          label={t`Description`}
          rows={6}
          maxLength={5000}
          error={errors.description?.message}
          className="sm:col-span-2"
          {...register('description')}
        />
        <TextField
          label={t`Brand`}
          hint={t`Optional.`}
          maxLength={80}
          error={errors.brand?.message}
          {...register('brand')}
        />
        <TextField
          label={t`Country of origin`}
          maxLength={60}
          autoComplete="country-name"
          error={errors.countryOfOrigin?.message}
          {...register('countryOfOrigin')}
        />
      </Section>

      <Section title={t`Category`}>
        <CategoryFields form={form} />
      </Section>

      <DeclarationsFields form={form} />

      {pricedByVariants ? (
        <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
          <Trans>
            This product has variants: set their prices, stock, sizes and colours under Variants, below this form.
          </Trans>
        </p>
      ) : (
        <>
          <Section title={t`Price and stock`}>
            <TextField
              label={t`Price (₹)`}
              inputMode="decimal"
              placeholder="499.50"
              hint={t`The selling price in rupees.`}
              error={errors.price?.message}
              {...register('price')}
            />
            <TextField
              label={t`MRP (₹)`}
              inputMode="decimal"
              placeholder="599.00"
              hint={t`Optional. Shown struck through when higher than the price.`}
              error={errors.mrp?.message}
              {...register('mrp')}
            />
            <TextField
              label={t`Stock`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint={
                mode === 'create'
                  ? t`Optional. Leave empty if you do not count stock. Each size and colour starts with this stock: set each one's in Variants after saving.`
                  : t`Optional. Leave empty if you do not count stock.`
              }
              error={errors.stock?.message}
              {...register('stock')}
            />
          </Section>

          <Section title={t`Options`}>
            <Controller
              control={control}
              name="colors"
              render={({ field, fieldState }) => (
                <TagInput
                  label={t`Colours`}
                  itemName={t`colour`}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  hint={t`Press Enter or Add after each colour.`}
                  error={listError(fieldState.error)}
                />
              )}
            />
            <Controller
              control={control}
              name="sizes"
              render={({ field, fieldState }) => (
                <TagInput
                  label={t`Sizes`}
                  itemName={t`size`}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  hint={t`Press Enter or Add after each size.`}
                  error={listError(fieldState.error)}
                />
              )}
            />
          </Section>
        </>
      )}

      <SpecificationsField form={form} />

      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <ImageUploader
            label={t`Product images`}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            max={MAX_PRODUCT_IMAGES}
            onUploadingChange={setIsUploading}
            error={listError(fieldState.error)}
          />
        )}
      />

      <Section title={t`GST`}>
        <TextField
          label={t`HSN code`}
          inputMode="numeric"
          autoComplete="off"
          hint={t`4, 6 or 8 digits. Prices include GST; the tax invoice shows the code and rate.`}
          error={errors.hsnCode?.message}
          {...register('hsnCode')}
        />
        <SelectField
          label={t`GST rate`}
          placeholder={t`Choose the rate`}
          options={gstRateOptions(i18n)}
          error={errors.gstRate?.message}
          {...register('gstRate')}
        />
      </Section>

      <Section title={t`Returns and labels`}>
        {mode === 'edit' ? (
          // Not registered: refund days cannot be changed after creation, so never sent (docs/spec.md §5).
          <TextField
            label={t`Refund days (not editable)`}
            value={initial.refundDays}
            disabled
            hint={t`Set when the product was created.`}
          />
        ) : (
          <TextField
            label={t`Refund days`}
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            step={1}
            hint={t`Days after delivery in which a return is accepted; 0 for none.`}
            error={errors.refundDays?.message}
            {...register('refundDays')}
          />
        )}
        <CheckboxField label={t`Mark as new (shows a New badge)`} className="self-end" {...register('isNew')} />
      </Section>

      <div className="space-y-4 border-t border-stone-200 pt-6">
        {failure ? (
          <FormAlert tone="error">
            <p className="font-semibold">{failureTitle}</p>
            <p>{failure}</p>
          </FormAlert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/vendor/products" className={buttonClasses({ variant: 'secondary' })}>
            <Trans>Cancel</Trans>
          </Link>
          <Button type="submit" disabled={isSubmitting || isUploading}>
            {isSubmitting ? t`Saving...` : isUploading ? t`Uploading images...` : submitLabel}
          </Button>
        </div>
        {footnote}
      </div>
    </form>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  )
}

/** Puts the server's `details` next to the fields they name; returns the messages with no field. */
function placeServerErrors(error: unknown, setError: UseFormSetError<ProductFormValues>): string[] {
  if (!isApiError(error) || !error.details) return []
  const unplaced: string[] = []
  let placed = 0
  for (const detail of error.details) {
    const field = formFieldForServerPath(detail.path)
    if (!field) {
      unplaced.push(detail.message)
      continue
    }
    setError(
      field as FieldPath<ProductFormValues>,
      { type: 'server', message: detail.message },
      { shouldFocus: placed === 0 },
    )
    placed++
  }
  return unplaced
}
