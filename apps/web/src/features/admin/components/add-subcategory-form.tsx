import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { toast } from '../../../lib/toast'
import { z } from 'zod'
import type { CategorySummary } from '@haat/shared/catalog/category'
import { slugify } from '@haat/shared/slug'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import { setServerFieldErrors } from '../../../lib/form-errors'
import { HindiNameField } from './hindi-name-field'
import { useCreateSubcategory } from '../api/create-subcategory'
import { CATEGORY_CHANGE_FAILED, NameField, NameHiField, nameHiOf, SlugField } from '../lib/category-form'

const SubcategoryFormValues = z.object({
  categoryId: z.string().min(1, 'Choose a category first.'),
  name: NameField,
  nameHi: NameHiField,
  slug: SlugField,
})
type SubcategoryFormValues = z.infer<typeof SubcategoryFormValues>

/** Adds a subcategory under a chosen category (docs/spec.md §5); the slug is made from the name on leaving it. */
export function AddSubcategoryForm({ categories }: { categories: readonly CategorySummary[] }) {
  const createSubcategory = useCreateSubcategory()
  const [failure, setFailure] = useState<string | null>(null)
  const [isSlugEdited, setIsSlugEdited] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<SubcategoryFormValues>({
    resolver: zodResolver(SubcategoryFormValues),
    defaultValues: { categoryId: '', name: '', nameHi: '', slug: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await createSubcategory.mutateAsync({ ...values, nameHi: nameHiOf(values.nameHi) })
      const parent = categories.find((category) => category.id === values.categoryId)?.name
      toast.success('Subcategory added', { description: parent ? `${values.name} in ${parent}` : values.name })
      // The parent stays chosen, for adding several in a row.
      reset({ categoryId: values.categoryId, name: '', nameHi: '', slug: '' })
      setIsSlugEdited(false)
    } catch (error) {
      setServerFieldErrors(error, setError, ['categoryId', 'name', 'nameHi', 'slug'])
      setFailure(errorMessage(error, 'Please try again.'))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="add-subcategory-heading">
      <h2 id="add-subcategory-heading" className="text-lg font-semibold text-stone-900">
        Add subcategory
      </h2>
      <SelectField
        label="Parent category"
        placeholder="Select a category"
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        hint={categories.length === 0 ? 'Add a category first.' : undefined}
        error={errors.categoryId?.message}
        {...register('categoryId')}
      />
      <TextField
        label="Subcategory name"
        maxLength={80}
        error={errors.name?.message}
        {...register('name', {
          onBlur: (event: { target: { value: string } }) => {
            if (!isSlugEdited) setValue('slug', slugify(event.target.value), { shouldValidate: isSubmitted })
          },
        })}
      />
      <HindiNameField error={errors.nameHi?.message} {...register('nameHi')} />
      <TextField
        label="Subcategory slug"
        maxLength={80}
        hint="Made from the name: /category/parent/slug."
        error={errors.slug?.message}
        {...register('slug', {
          onChange: (event: { target: { value: string } }) => setIsSlugEdited(event.target.value !== ''),
        })}
      />
      {failure ? (
        <FormAlert tone="error">
          <p className="font-semibold">{CATEGORY_CHANGE_FAILED}</p>
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Add subcategory'}
      </Button>
    </form>
  )
}
