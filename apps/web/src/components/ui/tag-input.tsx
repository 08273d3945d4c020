import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Plus, X } from 'lucide-react'
import { cn } from '../../lib/cn'
import { Button } from './button'
import { controlClasses, errorTextClasses, hintTextClasses, labelClasses } from './field-classes'
import { useTranslateText } from '../../lib/use-translate-text'

interface TagInputProps {
  /** "Colours". */
  label: string
  /** One entry, lower case: "colour". */
  itemName: string
  value: readonly string[]
  onChange: (next: string[]) => void
  error?: string
  hint?: string
  max?: number
  maxLength?: number
  placeholder?: string
  /** react-hook-form's field ref, so a failed submit can focus this box. */
  inputRef?: (element: HTMLInputElement | null) => void
  onBlur?: () => void
}

/**
 * A list of short words (colours, sizes): type one, press Enter or Add. Entries are trimmed,
 * never empty and never repeated (ignoring case); each has its own Remove button.
 */
export function TagInput({
  label,
  itemName,
  value,
  onChange,
  error,
  hint,
  max = 20,
  maxLength = 40,
  placeholder,
  inputRef,
  onBlur,
}: TagInputProps) {
  const id = useId()
  const { t } = useLingui()
  const translate = useTranslateText()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const boxRef = useRef<HTMLInputElement | null>(null)
  const message = problem ?? error
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = message ? `${id}-error` : undefined

  function add() {
    const text = draft.trim()
    if (!text) return setProblem(t`Type a ${itemName} first.`)
    if (value.some((entry) => entry.toLowerCase() === text.toLowerCase()))
      return setProblem(t`"${text}" is already added.`)
    if (value.length >= max) return setProblem(t`At most ${max} ${itemName}s.`)
    onChange([...value, text])
    setDraft('')
    setProblem(null)
  }

  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index))
    setProblem(null)
    boxRef.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the entry instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault()
      add()
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={(element) => {
            boxRef.current = element
            inputRef?.(element)
          }}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value)
            if (problem) setProblem(null)
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          className={controlClasses}
        />
        <Button variant="secondary" onClick={add} className="shrink-0" aria-label={t`Add ${itemName}`}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add</Trans>
        </Button>
      </div>
      {hint ? (
        <p id={hintId} className={hintTextClasses}>
          {hint}
        </p>
      ) : null}
      <div aria-live="polite">
        {message ? (
          <p id={errorId} className={errorTextClasses}>
            {translate(message)}
          </p>
        ) : null}
      </div>
      {value.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2 pt-1">
          {value.map((entry, index) => (
            <li
              key={entry}
              className={cn(
                'inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200',
              )}
            >
              {entry}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t`Remove ${itemName} ${entry}`}
                className="flex size-7 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
