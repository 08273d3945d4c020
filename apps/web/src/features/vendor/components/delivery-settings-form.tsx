import { Trans, useLingui } from '@lingui/react/macro'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import {
  type DeliveryArea,
  MAX_DISPATCH_DAYS,
  SellerDelivery,
  type SellerDeliveryInput,
} from '@haat/shared/delivery/delivery'
import type { IndianState } from '@haat/shared/india'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { errorTextClasses, labelClasses } from '../../../components/ui/field-classes'
import { useStateOptions } from '../../../components/ui/preset-fields'
import { SelectField } from '../../../components/ui/select-field'
import { TagInput } from '../../../components/ui/tag-input'
import { errorMessage } from '../../../lib/api-error-message'
import { listError, setServerFieldErrors } from '../../../lib/form-errors'
import { toast } from '../../../lib/toast'
import { useTranslateText } from '../../../lib/use-translate-text'
import { useSaveDeliverySettings } from '../api/delivery-settings'

const FIELDS = [
  'area',
  'states',
  'pinPrefixes',
  'excludedPinPrefixes',
  'dispatchDays',
  'cod',
  'codExcludedPinPrefixes',
] as const

/**
 * The seller's delivery settings (Settings → Delivery): where it delivers (all of India, chosen
 * states or PIN prefixes, less exclusions), its dispatch time, and where it takes cash on delivery.
 * Shoppers see the result on every product page ("Delivery by …").
 */
export function DeliverySettingsForm({ vendorId, settings }: { vendorId: string; settings: SellerDelivery }) {
  const { t } = useLingui()
  const translate = useTranslateText()
  const save = useSaveDeliverySettings(vendorId)
  const stateOptions = useStateOptions()
  const form = useForm<SellerDeliveryInput, unknown, SellerDelivery>({
    resolver: zodResolver(SellerDelivery),
    defaultValues: settings,
  })
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form
  const area = useWatch({ control, name: 'area' })
  const cod = useWatch({ control, name: 'cod' })

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values))
      toast.success(t`Delivery settings saved`)
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS)
      toast.error(t`Could not save the delivery settings`, { description: errorMessage(error, t`Please try again.`) })
    }
  })

  const areaOptions: { value: DeliveryArea; label: string }[] = [
    { value: 'india', label: t`All of India` },
    { value: 'states', label: t`Chosen states` },
    { value: 'pins', label: t`Chosen PIN codes` },
  ]
  const dispatchOptions = Array.from({ length: MAX_DISPATCH_DAYS + 1 }, (_, days) => ({
    value: String(days),
    label: days === 0 ? t`The same business day` : days === 1 ? t`1 business day` : t`${days} business days`,
  }))
  const prefixHint = t`The first digits of the PIN codes: 56 is all of Karnataka's 56…, 560 is Bengaluru.`

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <SelectField
        label={t`Where you deliver`}
        options={areaOptions}
        error={errors.area?.message}
        {...register('area')}
      />
      {area === 'states' ? (
        <Controller
          control={control}
          name="states"
          render={({ field, fieldState }) => {
            const chosen = new Set(field.value ?? [])
            const message = listError(fieldState.error)
            return (
              <fieldset aria-describedby={message ? 'delivery-states-error' : undefined}>
                <legend className={labelClasses}>
                  <Trans>States and union territories you deliver to</Trans>
                </legend>
                <div className="mt-2 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
                  {stateOptions.map((option) => (
                    <CheckboxField
                      key={option.value}
                      label={option.label}
                      checked={chosen.has(option.value)}
                      onChange={(event) => {
                        const next = new Set(chosen)
                        if (event.target.checked) next.add(option.value)
                        else next.delete(option.value)
                        field.onChange(stateOptions.map((o) => o.value).filter((s) => next.has(s)) as IndianState[])
                      }}
                    />
                  ))}
                </div>
                {message ? (
                  <p id="delivery-states-error" className={errorTextClasses}>
                    {translate(message)}
                  </p>
                ) : null}
              </fieldset>
            )
          }}
        />
      ) : null}
      {area === 'pins' ? (
        <Controller
          control={control}
          name="pinPrefixes"
          render={({ field, fieldState }) => (
            <TagInput
              label={t`PIN prefixes you deliver to`}
              itemName={t`PIN prefix`}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              max={200}
              maxLength={6}
              hint={prefixHint}
              error={listError(fieldState.error)}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="excludedPinPrefixes"
        render={({ field, fieldState }) => (
          <TagInput
            label={t`PIN prefixes you never deliver to`}
            itemName={t`PIN prefix`}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            max={200}
            maxLength={6}
            hint={t`Optional: places inside your area you cannot reach.`}
            error={listError(fieldState.error)}
          />
        )}
      />
      <SelectField
        label={t`Dispatch time`}
        hint={t`Business days from the order until you hand it to the courier (Sundays and holidays do not count).`}
        options={dispatchOptions}
        error={errors.dispatchDays?.message}
        {...register('dispatchDays', { valueAsNumber: true })}
      />
      <CheckboxField label={t`I accept cash on delivery`} error={errors.cod?.message} {...register('cod')} />
      {cod ? (
        <Controller
          control={control}
          name="codExcludedPinPrefixes"
          render={({ field, fieldState }) => (
            <TagInput
              label={t`PIN prefixes without cash on delivery`}
              itemName={t`PIN prefix`}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              max={200}
              maxLength={6}
              hint={t`Optional: shoppers there pay online.`}
              error={listError(fieldState.error)}
            />
          )}
        />
      ) : null}
      <Button type="submit" disabled={isSubmitting || !isDirty} className="w-full sm:w-auto">
        {isSubmitting ? t`Saving...` : t`Save delivery settings`}
      </Button>
    </form>
  )
}
