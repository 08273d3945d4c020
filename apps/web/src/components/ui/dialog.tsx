import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { cn } from '../../lib/cn'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

interface DialogProps {
  open: boolean
  title: string
  /** Read out with the title when the dialog opens. */
  description?: ReactNode
  children?: ReactNode
  /** The buttons; the element marked `data-autofocus` gets focus first, else the first focusable one. */
  footer: ReactNode
  onClose: () => void
  /** When given, a close button (✕) beside the title, named by this text ("Close filters"). */
  closeLabel?: string
  /** False while a request runs: Escape and the backdrop then leave the dialog open. */
  dismissible?: boolean
  /** A sheet rises from a phone's bottom edge (a phone's filter sheet); both scroll their body between the title and the buttons. */
  variant?: 'dialog' | 'sheet'
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in and stays in, Escape or the backdrop
 * closes it, and focus goes back to what opened it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null
  return createPortal(<DialogPanel {...props} />, document.body)
}

function DialogPanel(props: DialogProps) {
  const { title, description, children, footer, onClose, closeLabel, dismissible = true, variant = 'dialog' } = props
  const titleId = useId()
  const descriptionId = useId()
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const panel = panelRef.current
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? panel)?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      if (dismissible) onClose()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusables = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusables[0]
    const last = focusables.at(-1)
    if (!first || !last) return event.preventDefault()
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div
      className={cn(
        'fixed inset-0 z-50 flex items-end justify-center bg-stone-900/50 sm:items-center',
        variant === 'sheet' ? 'pt-10 sm:p-4' : 'p-4',
      )}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose()
      }}
    >
      {/* No taller than the screen (dvh: a phone's browser bars included); the body scrolls between
          the title and the buttons, so the buttons are always in view. */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'flex w-full max-w-md flex-col bg-white shadow-xl outline-none',
          variant === 'sheet'
            ? 'max-h-[calc(100dvh-2.5rem)] rounded-t-2xl sm:max-h-[calc(100dvh-2rem)] sm:rounded-2xl'
            : 'max-h-[calc(100dvh-2rem)] rounded-2xl',
        )}
      >
        <div className="flex shrink-0 items-start justify-between gap-2 px-5 pt-5 sm:px-6 sm:pt-6">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          {closeLabel ? (
            <button
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
              disabled={!dismissible}
              className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
        <div data-dialog-body className="min-h-0 flex-1 overflow-y-auto px-5 pt-2 pb-1 sm:px-6">
          {description ? (
            <div id={descriptionId} className="text-sm text-stone-600">
              {description}
            </div>
          ) : null}
          {children ? <div className={description ? 'mt-4' : 'mt-2'}>{children}</div> : null}
        </div>
        <div
          data-dialog-footer
          className={cn(
            'flex shrink-0 flex-col-reverse gap-2 px-5 pt-4 pb-5 sm:flex-row sm:justify-end sm:px-6 sm:pb-6',
            children ? 'border-t border-stone-200' : false,
          )}
        >
          {footer}
        </div>
      </div>
    </div>
  )
}
