import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { toast } from '../../../lib/toast'
import { z } from 'zod'
import { ImageSet } from '@haat/shared/catalog/product'
import { slugify } from '@haat/shared/slug'
import { DECLARATION_FIELDS } from '@haat/shared/catalog/declarations'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { ImageUploader } from '../../../components/ui/image-uploader'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { setServerFieldErrors } from '../../../lib/form-errors'
import { HindiNameField } from './hindi-name-field'
import { RequiredDeclarationsCheckboxes } from './required-declarations-checkboxes'
import { useCreateCategory } from '../api/create-category'
import { CATEGORY_CHANGE_FAILED, NameField, NameHiField, nameHiOf, SlugField } from '../lib/category-form'

const CategoryFormValues = z.object({
  name: NameField,
  nameHi: NameHiField,
  slug: SlugField,
  image: ImageSet.nullable(),
  requiredDeclarations: z.array(z.enum(DECLARATION_FIELDS)),
})
type CategoryFormValues = z.infer<typeof CategoryFormValues>

const EMPTY: CategoryFormValues = { name: '', nameHi: '', slug: '', image: null, requiredDeclarations: [] }

/** Adds a category: name, slug (made from the name on leaving it, docs/spec.md §5; editable), optional image. */
export function AddCategoryForm() {
  const createCategory = useCreateCategory()
  const [failure, setFailure] = useState<string | null>(null)
  const [isUploading, setIsUploading] = useState(false)
  // Once the admin types a slug of their own, leaving the name no longer replaces it.
  const [isSlugEdited, setIsSlugEdited] = useState(false)
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: zodResolver(CategoryFormValues), defaultValues: EMPTY })

  const onSubmit = handleSubmit(async ({ name, nameHi, slug, image, requiredDeclarations }) => {
    setFailure(null)
    try {
      await createCategory.mutateAsync({
        name,
        nameHi: nameHiOf(nameHi),
        slug,
        imageId: image?.id ?? null,
        requiredDeclarations,
      })
      toast.success('Category added', { description: name })
      reset(EMPTY)
      setIsSlugEdited(false)
    } catch (error) {
      setServerFieldErrors(error, setError, ['name', 'nameHi', 'slug'])
      const imageProblem = isApiError(error) ? error.details?.find((detail) => detail.path === 'imageId') : undefined
      if (imageProblem) setError('image', { type: 'server', message: imageProblem.message })
      setFailure(errorMessage(error, 'Please try again.'))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="add-category-heading">
      <h2 id="add-category-heading" className="text-lg font-semibold text-stone-900">
        Add category
      </h2>
      <TextField
        label="Category name"
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
        label="Category slug"
        maxLength={80}
        hint="Made from the name; the category's web address (/category/slug)."
        error={errors.slug?.message}
        {...register('slug', {
          onChange: (event: { target: { value: string } }) => setIsSlugEdited(event.target.value !== ''),
        })}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageUploader
            label="Category image (optional)"
            hint="One image, JPEG, PNG, WebP, AVIF or GIF, up to 5 MB."
            max={1}
            value={field.value ? [field.value] : []}
            onChange={(images) => field.onChange(images[0] ?? null)}
            inputRef={field.ref}
            onUploadingChange={setIsUploading}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="requiredDeclarations"
        render={({ field }) => (
          <fieldset>
            <legend className="text-sm font-medium text-stone-900">Required declarations</legend>
            <p className="text-xs text-stone-600">
              Sellers cannot save a product in this category without these (Legal Metrology rules).
            </p>
            <RequiredDeclarationsCheckboxes
              chosen={field.value}
              onToggle={(declaration, on) =>
                field.onChange(on ? [...field.value, declaration] : field.value.filter((d) => d !== declaration))
              }
            />
          </fieldset>
        )}
      />
      {failure ? (
        <FormAlert tone="error">
          <p className="font-semibold">{CATEGORY_CHANGE_FAILED}</p>
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <Button type="submit" disabled={isSubmitting || isUploading}>
        {isSubmitting ? 'Saving...' : 'Add category'}
      </Button>
    </form>
  )
}
