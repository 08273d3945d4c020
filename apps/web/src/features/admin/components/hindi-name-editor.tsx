import { useId, useState } from 'react'
import { NAME_HI_MAX } from '@haat/shared/catalog/category'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-error-message'
import { toast } from '../../../lib/toast'
import { useSetNameHi } from '../api/set-name-hi'

/**
 * A category's or subcategory's Hindi name, and a small form to give, change or clear it. Shoppers
 * reading in Hindi see it; without one they see the English name.
 */
export function HindiNameEditor({
  kind,
  id,
  name,
  nameHi,
}: {
  kind: 'category' | 'subcategory'
  id: string
  name: string
  nameHi: string | null
}) {
  const setNameHi = useSetNameHi()
  const [editing, setEditing] = useState(false)
  const [value, setValue] = useState(nameHi ?? '')
  const [failure, setFailure] = useState<string | null>(null)
  const inputId = useId()

  if (!editing) {
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2 text-xs">
        <span lang={nameHi ? 'hi' : undefined} className={nameHi ? 'text-stone-700' : 'text-stone-500'}>
          {nameHi ?? 'No Hindi name'}
        </span>
        <button
          type="button"
          className="font-medium text-brand-800 hover:underline"
          aria-label={`Edit the Hindi name of ${name}`}
          onClick={() => {
            setValue(nameHi ?? '')
            setFailure(null)
            setEditing(true)
          }}
        >
          Edit Hindi name
        </button>
      </span>
    )
  }

  const save = async () => {
    setFailure(null)
    try {
      await setNameHi.mutateAsync({ kind, id, nameHi: value.trim() || null })
      toast.success('Hindi name saved', { description: value.trim() || name })
      setEditing(false)
    } catch (error) {
      setFailure(errorMessage(error, 'Please try again.'))
    }
  }

  return (
    <span className="flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        {`Hindi name of ${name}`}
      </label>
      <input
        id={inputId}
        lang="hi"
        value={value}
        maxLength={NAME_HI_MAX}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            void save()
          }
          if (event.key === 'Escape') setEditing(false)
        }}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? `${inputId}-error` : undefined}
        className="min-h-9 w-48 rounded-lg border border-stone-300 px-2 text-sm"
      />
      <Button size="sm" onClick={() => void save()} disabled={setNameHi.isPending}>
        {setNameHi.isPending ? 'Saving...' : 'Save'}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
        Cancel
      </Button>
      {failure ? (
        <span id={`${inputId}-error`} role="alert" className="w-full text-xs text-red-700">
          {failure}
        </span>
      ) : null}
    </span>
  )
}
