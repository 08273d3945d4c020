import type { ReactNode } from 'react'
import { useTranslateText } from '../../lib/use-translate-text'
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
  // Schema messages are English (packages/shared); the server's come in the page's language already.
  const translate = useTranslateText()
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className={hintTextClasses}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={errorTextClasses}>
          {translate(error)}
        </p>
      ) : null}
    </>
  )
}
