import { useId, useState } from 'react'
import type { DeclarationField } from '@haat/shared/catalog/declarations'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-error-message'
import { toast } from '../../../lib/toast'
import { useSetRequiredDeclarations } from '../api/set-required-declarations'
import { DECLARATION_LABELS } from '../lib/declaration-labels'
import { RequiredDeclarationsCheckboxes } from './required-declarations-checkboxes'

/**
 * The declarations a category's products must carry (docs/decisions/045-listing-declarations.md),
 * and a small form to change them: sellers cannot save a product there without them.
 */
export function RequiredDeclarationsEditor({
  id,
  name,
  required,
}: {
  id: string
  name: string
  required: readonly DeclarationField[]
}) {
  const setRequired = useSetRequiredDeclarations()
  const [editing, setEditing] = useState(false)
  const [chosen, setChosen] = useState<DeclarationField[]>([...required])
  const [failure, setFailure] = useState<string | null>(null)
  const groupId = useId()

  if (!editing) {
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2 text-xs">
        <span className={required.length ? 'text-stone-700' : 'text-stone-500'}>
          {required.length
            ? `Requires: ${required.map((field) => DECLARATION_LABELS[field]).join(', ')}`
            : 'No declarations required'}
        </span>
        <button
          type="button"
          className="font-medium text-brand-800 hover:underline"
          aria-label={`Edit the required declarations of ${name}`}
          onClick={() => {
            setChosen([...required])
            setFailure(null)
            setEditing(true)
          }}
        >
          Edit declarations
        </button>
      </span>
    )
  }

  const save = async () => {
    setFailure(null)
    try {
      await setRequired.mutateAsync({ id, requiredDeclarations: chosen })
      toast.success('Required declarations saved', { description: name })
      setEditing(false)
    } catch (error) {
      setFailure(errorMessage(error, 'Please try again.'))
    }
  }
  const toggle = (field: DeclarationField, on: boolean) =>
    setChosen((current) => (on ? [...current, field] : current.filter((f) => f !== field)))

  return (
    <fieldset className="mt-2 space-y-1" aria-describedby={failure ? `${groupId}-error` : undefined}>
      <legend className="text-xs font-semibold text-stone-700">{`Declarations ${name} requires`}</legend>
      <RequiredDeclarationsCheckboxes chosen={chosen} onToggle={toggle} />
      <span className="flex gap-2">
        <Button size="sm" onClick={() => void save()} disabled={setRequired.isPending}>
          {setRequired.isPending ? 'Saving...' : 'Save declarations'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </span>
      {failure ? (
        <span id={`${groupId}-error`} role="alert" className="block text-xs text-red-700">
          {failure}
        </span>
      ) : null}
    </fieldset>
  )
}
