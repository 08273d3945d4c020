import type { ReactNode } from 'react'
import { errorTextClasses, hintTextClasses, type describedBy } from './field-classes'

/** A field's hint and error lines, with the ids its control's aria-describedby points at. */
export function FieldNotes({
  ids,
  hint,
  error,
}: {
  ids: ReturnType<typeof describedBy>
  hint?: ReactNode
  error?: string
}) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className={hintTextClasses}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={errorTextClasses}>
          {error}
        </p>
      ) : null}
    </>
  )
}
