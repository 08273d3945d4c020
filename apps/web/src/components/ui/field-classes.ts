/** The look of text inputs and selects; 16 px text so phones do not zoom in on focus. */
export const controlClasses = [
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-xs',
  'placeholder:text-stone-400 focus:border-brand-600',
  'aria-[invalid=true]:border-red-600 disabled:bg-stone-100',
].join(' ')

export const labelClasses = 'block text-sm font-medium text-stone-800'
export const errorTextClasses = 'text-sm text-red-700'
export const hintTextClasses = 'text-xs text-stone-500'

/** Ids for a control's hint and error, and the aria-describedby that joins them. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const ids = [errorId, hintId].filter(Boolean).join(' ')
  return { hintId, errorId, describedBy: ids || undefined }
}
