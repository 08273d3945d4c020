import { Trans, useLingui } from '@lingui/react/macro'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { SelectField } from '../../../components/ui/select-field'
import { Spinner } from '../../../components/ui/spinner'
import { errorTextClasses } from '../../../components/ui/field-classes'
import { useCategories } from '../../../api/categories/get-categories'
import type { ProductFormValues } from '../lib/product-form'
import { useShownName } from '../../../lib/use-shown-names'

/**
 * Category, then subcategory (docs/spec.md §5): the subcategory select stays disabled until a category is
 * chosen, lists only that category's subcategories, and is cleared when the category changes.
 */
export function CategoryFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { register, control, setValue, formState } = form
  const categories = useCategories()
  const categoryId = useWatch({ control, name: 'categoryId' })
  const { t } = useLingui()
  const shown = useShownName()

  // The selects appear once the choices are here, so a saved category shows as selected at once.
  if (categories.isPending) return <Spinner label={t`Loading categories…`} showLabel className="sm:col-span-2" />
  if (categories.isError) {
    return (
      <div className="space-y-2 sm:col-span-2" role="alert">
        <p className={errorTextClasses}>
          <Trans>Could not load the categories. A product needs one.</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={() => void categories.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }

  const subcategories = categories.data.find((category) => category.id === categoryId)?.subcategories ?? []
  const subcategoryPlaceholder = !categoryId
    ? t`Choose a category first`
    : subcategories.length > 0
      ? t`No subcategory`
      : t`This category has no subcategories`

  return (
    <>
      <SelectField
        label={t`Category`}
        placeholder={t`Select a category`}
        options={categories.data.map((category) => ({ value: category.id, label: shown(category) }))}
        error={formState.errors.categoryId?.message}
        {...register('categoryId', { onChange: () => setValue('subcategoryId', '') })}
      />
      <SelectField
        label={t`Subcategory`}
        placeholder={subcategoryPlaceholder}
        options={subcategories.map((subcategory) => ({ value: subcategory.id, label: shown(subcategory) }))}
        disabled={!categoryId}
        hint={t`Optional.`}
        error={formState.errors.subcategoryId?.message}
        {...register('subcategoryId')}
      />
    </>
  )
}
