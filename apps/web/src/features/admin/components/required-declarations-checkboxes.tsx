import { DECLARATION_FIELDS, type DeclarationField } from '@haat/shared/catalog/declarations'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { DECLARATION_LABELS } from '../lib/declaration-labels'

/** One checkbox per declaration a category can require. */
export function RequiredDeclarationsCheckboxes({
  chosen,
  onToggle,
}: {
  chosen: readonly DeclarationField[]
  onToggle: (field: DeclarationField, on: boolean) => void
}) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      {DECLARATION_FIELDS.map((field) => (
        <CheckboxField
          key={field}
          label={DECLARATION_LABELS[field]}
          checked={chosen.includes(field)}
          onChange={(event) => onToggle(field, event.target.checked)}
        />
      ))}
    </div>
  )
}
