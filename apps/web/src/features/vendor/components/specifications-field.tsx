import { Trans, useLingui } from '@lingui/react/macro'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { errorTextClasses, hintTextClasses, labelClasses } from '../../../components/ui/field-classes'
import type { ProductFormValues } from '../lib/product-form'

const MAX_SPECIFICATIONS = 30

/** Key/value rows ("Material" / "Cotton"); both boxes of a row are required (docs/spec.md §5). */
export function SpecificationsField({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { control, register, formState } = form
  const { fields, append, remove } = useFieldArray({ control, name: 'specifications' })
  const errors = formState.errors.specifications
  const { t } = useLingui()

  return (
    <fieldset className="space-y-3">
      <legend className={labelClasses}>
        <Trans>Specifications</Trans>
      </legend>
      <p className={hintTextClasses}>
        <Trans>Details such as material, dimensions or warranty. Each needs a name and a value.</Trans>
      </p>
      {fields.length > 0 ? (
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const number = index + 1
            return (
              <li
                key={field.id}
                className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
              >
                <TextField
                  label={t`Specification ${number} name`}
                  placeholder={t`e.g. Material`}
                  maxLength={60}
                  error={errors?.[index]?.key?.message}
                  {...register(`specifications.${index}.key`)}
                />
                <TextField
                  label={t`Specification ${number} value`}
                  placeholder={t`e.g. Cotton`}
                  maxLength={300}
                  error={errors?.[index]?.value?.message}
                  {...register(`specifications.${index}.value`)}
                />
                <Button
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50 sm:mt-7"
                  aria-label={t`Remove specification ${number}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sm:sr-only">
                    <Trans>Remove</Trans>
                  </span>
                </Button>
              </li>
            )
          })}
        </ol>
      ) : null}
      {errors?.message ? <p className={errorTextClasses}>{errors.message}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => append({ key: '', value: '' })}
        disabled={fields.length >= MAX_SPECIFICATIONS}
      >
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Add specification</Trans>
      </Button>
    </fieldset>
  )
}
