import type { UseFormRegisterReturn } from 'react-hook-form'
import { NAME_HI_MAX } from '@haat/shared/catalog/category'
import { TextField } from '../../../components/ui/text-field'

/** The add forms' optional Hindi name of a category or subcategory, registered with react-hook-form. */
export function HindiNameField({ error, ...field }: UseFormRegisterReturn & { error?: string | undefined }) {
  return (
    <TextField
      label="Hindi name (optional)"
      lang="hi"
      maxLength={NAME_HI_MAX}
      hint="Shown to shoppers reading in Hindi; leave blank and they see the English name."
      error={error}
      {...field}
    />
  )
}
